import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startBundledHost, newDataDir, type HostProcess } from '../support/bundled-host';
import { freePort } from '../support/free-port';
import { expect, test } from './fixture';
import { pictureOf } from './pictures';
import { pair, setUpParty } from './table-party';

// Issue 29, "Phones": the host PROCESS goes away (stopped, as a laptop shut down) and a new one
// starts on the same data folder and table port. The phone reaches the host on the table address
// ("::1" stands in for the local network's, as in table-phones.spec.ts) and never reloads.
test.use({ actionTimeout: 15_000 });

/** Words a phone must never show: the browser's, a developer's, or an instruction it cannot follow. */
const NEVER = [/Failed to fetch/i, /npm/, /launch-address/, /Reload the page/, /internal/i, /\b[45]\d\d\b/];

test('a paired phone says the host is away in words while it is stopped, and carries on by itself, still paired, when it is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const dataDir = newDataDir();
  const port = await freePort();
  const start = () => startBundledHost({ dataDir, seed: 1, env: { HAVEN_TABLE_ADDRESSES: '::1', HAVEN_PORT: String(port) } });
  let host: HostProcess = await start();
  try {
    const { ada } = await setUpParty(host.url);
    await page.goto(`${host.url}/#/table`);
    await page.getByTestId('table-switch').click();
    const origin = new URL((await page.getByTestId('table-address').textContent())!).origin;
    expect(origin).toBe(`http://[::1]:${port}`);
    const code = (await page.getByTestId('table-code').textContent())!;

    const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const anna = await pair(phoneContext, origin, code, "Anna's phone", 'Playing Ada');
    await expect(anna.getByTestId('play')).toBeVisible();
    // Ada takes a wound: the restarted host must show the same state, read from the data folder.
    await anna.getByTestId('play-part-party').tap();
    const hp = anna.getByTestId(`hp-${ada}`);
    const full = (await hp.textContent())!;
    await anna.getByRole('button', { name: 'Ada suffers 1 damage' }).tap();
    await expect(hp).not.toHaveText(full);
    const wounded = (await hp.textContent())!;
    const fingerprint = (await anna.getByTestId('device-fingerprint').textContent())!;
    // A mark on this page: it is gone if the phone reloads.
    await anna.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    // The host process stops: the phone says so in words, and nothing internal.
    await host.stop();
    const away = anna.getByTestId('host-gone');
    await expect(away).toHaveText(
      "Haven's host is not reachable: table mode may be off, or the host was closed. This screen tries again by itself and carries on when the host is back.",
    );
    await expect(anna.getByTestId('pairing')).toHaveCount(0);
    // A tap while it is away says so in the player's words: nothing changed, and the screen carries on.
    await anna.getByRole('button', { name: 'Ada suffers 1 damage' }).tap();
    await expect(
      anna.getByText("Haven's host is not reachable, so nothing was changed. This screen carries on by itself when the host is back."),
    ).toBeVisible();
    await expect(hp).toHaveText(wounded);
    const whileAway = (await anna.locator('body').innerText())!;
    for (const word of NEVER) expect(whileAway, `${word} on the phone while the host is away`).not.toMatch(word);
    await pictureOf(anna, 'table-host-restart-away-360x740');

    // A new host process on the same data folder and port: the phone finds it by itself, still
    // paired (the same fingerprint, no pairing page), on Ada's scenario as it was left.
    host = await start();
    await expect(away).toHaveCount(0, { timeout: 30_000 });
    await expect(anna.getByTestId('play')).toBeVisible();
    await expect(anna.getByTestId('pairing')).toHaveCount(0);
    await expect(anna.getByTestId('device-fingerprint')).toHaveText(fingerprint);
    await expect(anna.getByText('Round 1', { exact: true })).toBeVisible();
    await expect(anna.locator('[data-testid^="character-"]').first()).toHaveAttribute('data-testid', `character-${ada}`);
    await anna.getByTestId('play-part-party').tap();
    await expect(hp).toHaveText(wounded);
    // Still hers to change: the host knows the device.
    await anna.getByRole('button', { name: 'Ada suffers 1 damage' }).tap();
    await expect(hp).not.toHaveText(wounded);
    expect(await anna.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const back = (await anna.locator('body').innerText())!;
    for (const word of NEVER) expect(back, `${word} on the phone after the host is back`).not.toMatch(word);
    await pictureOf(anna, 'table-host-restart-back-360x740');

    // The host lists it as connected, without a new pairing.
    await page.goto(`${host.url}/#/table`);
    await expect(page.getByTestId('table-switch')).toBeChecked();
    await expect(page.getByTestId('table-device-fingerprint')).toHaveText([fingerprint]);

    // A host back without its pairings (table.json gone), table mode turned on again by hand: the
    // phone cannot tell from its refused socket, so it asks, and says in words to pair again.
    await host.stop();
    await expect(away).toBeVisible();
    rmSync(join(dataDir, 'table.json'));
    host = await start();
    await page.goto(`${host.url}/#/table`);
    await expect(page.getByTestId('table-switch')).not.toBeChecked();
    await page.getByTestId('table-switch').click();
    await expect(page.getByTestId('table-code')).toBeVisible();
    await expect(anna.getByTestId('pairing-notice')).toHaveText(
      'The host revoked this device (or turned table mode off). Pair it again with a new code to rejoin.',
    );
    await expect(anna.getByTestId('host-gone')).toHaveCount(0);
    await pictureOf(anna, 'table-host-restart-unpaired-360x740');
    await phoneContext.close();
  } finally {
    await host.stop();
  }
});
