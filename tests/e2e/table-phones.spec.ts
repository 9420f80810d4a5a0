import { expect, test } from './fixture';
import { pictureOf } from './pictures';
import { pair, setUpParty } from './table-party';

// A phone at the table (issue 29, "Phones"): it reaches the host on the table address ("::1"
// stands in for the local network's), so turning table mode off takes the host away from it.
test.use({ actionTimeout: 15_000, seed: 1, hostEnv: { HAVEN_TABLE_ADDRESSES: '::1' } });

test('a phone says in words why a control is greyed when tapped, fits its fingerprint in 360 px, and says the host is gone until it is back', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(180_000);
  await setUpParty(host.url);
  await page.goto(`${host.url}/#/table`);
  await page.getByTestId('table-switch').click();
  const address = (await page.getByTestId('table-address').textContent())!;
  const origin = new URL(address).origin;
  const code = (await page.getByTestId('table-code').textContent())!;

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const anna = await pair(phone, origin, code, "Anna's phone", 'Playing Ada');
  await expect(anna.getByTestId('play')).toBeVisible();

  // The fingerprint is whole on a 360 px phone: inside the screen, nothing of it cut off.
  const fingerprint = anna.getByTestId('device-fingerprint');
  const box = (await fingerprint.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await fingerprint.evaluate((e) => [...e.querySelectorAll('*')].every((c) => c.scrollWidth <= c.clientWidth))).toBe(true);

  // A tap (a finger, not a mouse) on a greyed-out control says why.
  await anna.getByTestId('play-part-turn').tap();
  await expect(anna.getByTestId('element-fire')).toBeDisabled();
  await anna.getByTestId('element-fire').tap({ force: true });
  await expect(anna.getByTestId('seat-reason')).toHaveText('Only the game master can change the elements.');
  await pictureOf(anna, 'table-phone-reason-360x740');

  // Table mode off: the phone says so in words, never "Failed to fetch".
  await page.getByTestId('table-switch').click();
  await expect(page.getByTestId('table-switch')).not.toBeChecked();
  const words = anna.getByTestId('host-gone').or(anna.getByTestId('pairing-notice'));
  await expect(words).toContainText(/Haven's host is not reachable|turned table mode off/);
  await expect(anna.locator('body')).not.toContainText('Failed to fetch');
  await pictureOf(anna, 'table-phone-table-off-360x740');

  // On again: the phone finds the host by itself and asks to be paired anew (the host forgot it).
  await page.getByTestId('table-switch').click();
  await expect(anna.getByTestId('pairing-notice')).toContainText('The host revoked this device');
  await pictureOf(anna, 'table-phone-back-360x740');

  // Paired again, then the host goes away: the phone says so in words.
  await anna.getByTestId('pairing-code').fill((await page.getByTestId('table-code').textContent())!);
  await anna.getByRole('button', { name: 'Next' }).tap();
  await anna.getByTestId('pairing-name').fill("Anna's phone");
  await anna.getByTestId('pairing-role-Playing Ada').tap();
  await anna.getByRole('button', { name: 'Pair this device' }).tap();
  await expect(anna.getByTestId('play')).toBeVisible();
  await host.stop();
  await expect(anna.getByTestId('host-gone')).toContainText("Haven's host is not reachable");
  await expect(anna.locator('body')).not.toContainText('Failed to fetch');
  await pictureOf(anna, 'table-phone-host-gone-360x740');
  await phone.close();
});
