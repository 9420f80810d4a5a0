import { expect, test, type Page } from './fixture';
import { pictureOf } from './pictures';
import { pair, setUpParty } from './table-party';

// Table mode in three browsers (issue 17): the host, Anna's phone playing Ada, and the game
// master's tablet. "::1" stands in for the local network's address and the devices open the host
// on 127.0.0.1 without its launch key, as a phone on the network would: tests use no other address.
test.use({ actionTimeout: 15_000, seed: 1, hostEnv: { HAVEN_TABLE_ADDRESSES: '::1' } });

const SIZES = [
  { width: 360, height: 740 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
/** Screenshots at every size (looked at by the person who wrote this), and no sideways scrolling at any. */
async function shots(page: Page, name: string): Promise<void> {
  const before = page.viewportSize()!;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await pictureOf(page, `table-${name}-${size.width}x${size.height}`, { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${size.width}×${size.height}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(before);
}

/** A request as a hostile page script would send it, on its own WebSocket with the device's cookie. */
function rawRequest(page: Page, channel: string, input: unknown): Promise<{ ok: boolean; error?: string }> {
  return page.evaluate(
    ([channel, input]) =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/ws`);
        ws.onmessage = (m) => {
          const data = JSON.parse(String(m.data));
          if (data.id === 1) {
            resolve(data.result);
            ws.close();
          }
        };
        ws.onopen = () => ws.send(JSON.stringify({ id: 1, channel, input }));
        ws.onerror = () => resolve({ ok: false, error: 'refused' });
      }),
    [channel, input] as const,
  );
}

test('the host pairs a player and a game master; changes reach all, another character is refused, revoke cuts at once, wrong codes are limited, nothing hidden reaches the player', async ({
  page,
  browser,
  host,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(host.url).origin;
  const port = new URL(host.url).port;
  const { campaignId, sessionId, ada, bo, goals } = await setUpParty(host.url);

  // The host turns table mode on: the address, its QR code and a code to type.
  await page.goto(`${host.url}/#/table`);
  await expect(page.getByTestId('table-switch')).not.toBeChecked();
  await page.getByTestId('table-switch').click();
  await expect(page.getByTestId('table-address')).toHaveText(`http://[::1]:${port}/`);
  await expect(page.getByTestId('table-qr')).toBeVisible();
  const firstCode = (await page.getByTestId('table-code').textContent())!;
  expect(firstCode).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
  await shots(page, 'host-on');

  // Anna's phone: every frame it receives is kept.
  const annaContext = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const annaFrames: string[] = [];
  annaContext.on('page', (p) => p.on('websocket', (ws) => ws.on('framereceived', (frame) => annaFrames.push(String(frame.payload)))));
  const pairingPage = await annaContext.newPage();
  await pairingPage.goto(`${origin}/`);
  await expect(pairingPage.getByTestId('pairing')).toBeVisible();
  await shots(pairingPage, 'pairing');
  await pairingPage.close();
  const anna = await pair(annaContext, origin, firstCode, "Anna's phone", 'Playing Ada', (p) => shots(p, 'pairing-role'));
  await expect(anna.getByTestId('play')).toBeVisible();
  // Her own character first; the other's and the table's controls greyed out.
  await expect(anna.locator('[data-testid^="character-"]').first()).toHaveAttribute('data-testid', `character-${ada}`);
  await anna.getByTestId('play-part-party').click();
  await expect(anna.getByRole('button', { name: 'Bo suffers 1 damage' })).toBeDisabled();
  await expect(anna.getByRole('button', { name: 'Ada suffers 1 damage' })).toBeEnabled();
  await expect(anna.getByTestId('draw')).toBeDisabled();

  // The host lists it with the fingerprint the phone shows, and shows a new code for the next device.
  const annaPrint = (await anna.getByTestId('device-fingerprint').textContent())!;
  await expect(page.getByTestId('table-device-fingerprint')).toHaveText([annaPrint]);
  await expect(page.getByTestId('table-code')).not.toHaveText(firstCode);
  const secondCode = (await page.getByTestId('table-code').textContent())!;
  const gmContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const gm = await pair(gmContext, origin, secondCode, 'GM tablet', 'gm');
  // The game master's tablet opens on the scenario being played (issue 29).
  await expect(gm.getByTestId(`hp-${ada}`)).toBeVisible();
  expect(new URL(gm.url()).hash).toBe(`#/play/${sessionId}`);
  await expect(page.getByTestId('table-device')).toHaveCount(2);
  await shots(page, 'host-devices');
  await shots(anna, 'player-play');

  // Anna changes Ada's hit points: the phone, the game master's tablet and the host all show it.
  const hostPlay = await page.context().newPage();
  await hostPlay.goto(`${origin}/#/play/${sessionId}`);
  const before = Number((await hostPlay.getByTestId(`hp-${ada}`).textContent())!.split('/')[0]);
  await anna.getByRole('button', { name: 'Ada suffers 1 damage' }).click();
  for (const p of [anna, gm, hostPlay]) await expect(p.getByTestId(`hp-${ada}`)).toContainText(`${before - 1}/`);

  // The same player touching Bo is refused by the host with a sentence; nothing changed.
  const boBefore = (await hostPlay.getByTestId(`hp-${bo}`).textContent())!;
  const refused = await rawRequest(anna, 'scenarios.execute', {
    sessionId,
    command: { type: 'SufferDamage', figure: { kind: 'character', id: bo }, amount: 3, source: 'other' },
  });
  expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^Ada's device may change only Ada: .*nothing was changed\.$/) });
  await expect(hostPlay.getByTestId(`hp-${bo}`)).toHaveText(boBefore);

  // The player's device asks for the campaign too: it gets Ada's quest, never Bo's.
  expect(await rawRequest(anna, 'campaigns.get', { campaignId })).toMatchObject({ ok: true });
  const received = annaFrames.join('\n');
  expect(annaFrames.length).toBeGreaterThan(3);
  expect(received).toContain('Seeker of Xorn');
  for (const hidden of ['"rng"', '"drawPile"', 'Greed is Good', '"seed"']) expect(received, hidden).not.toContain(hidden);

  // Greyed out with the host's own reason: its name on hover, and a notice when tapped.
  const locked = (control: ReturnType<Page['getByTestId']>) => control.locator('xpath=ancestor::fieldset[@data-seat-locked][1]');
  await anna.getByTestId('play-part-party').click();
  await expect(locked(anna.getByRole('button', { name: 'Bo suffers 1 damage' }))).toHaveAttribute(
    'title',
    "Only the game master can change the other players' characters and summons.",
  );
  await anna.getByTestId('play-part-turn').click();
  await expect(anna.getByTestId('element-fire')).toBeDisabled();
  await expect(locked(anna.getByTestId('element-fire'))).toHaveAttribute('title', 'Only the game master can change the elements.');
  await anna.getByTestId('element-fire').click({ force: true });
  await expect(anna.getByTestId('seat-reason')).toHaveText('Only the game master can change the elements.');
  await expect(locked(anna.getByTestId('draw'))).toHaveAttribute('title', /^Only the game master can run the round/);
  await expect(anna.getByTestId('bless-monsters')).toBeDisabled();
  await expect(anna.getByTestId(`curse-${bo}`)).toBeDisabled();
  await expect(anna.getByTestId(`bless-${ada}`)).toBeEnabled();
  await expect(anna.getByTestId('undo')).toBeEnabled(); // The newest change is Ada's own.

  // Initiative: Ada's own; Bo's is the game master's (or Bo's player's).
  await expect(anna.getByTestId(`initiative-${bo}`)).toBeDisabled();
  await anna.getByTestId(`initiative-${ada}`).fill('1 45');
  await anna.getByTestId(`initiative-${ada}`).press('Enter');
  await expect(gm.getByText('1 initiative to enter')).toBeVisible(); // Ada's reached the tablet: Bo's is left.
  await gm.getByTestId(`initiative-${bo}`).fill('80 81');
  await gm.getByTestId(`initiative-${bo}`).press('Enter');
  await gm.getByTestId('draw').click();
  // Ada acts first (initiative 1): her player starts her turn.
  await expect(anna.getByTestId('next-turn')).toHaveText(/Start turn/);
  await anna.getByTestId('next-turn').click();
  await expect(anna.getByTestId('now-acting')).toHaveText('Ada');
  await expect(gm.getByTestId(`slot-${ada}`)).toHaveAttribute('data-status', 'active');

  // Ada's attack on a monster: her own modifier draw, seen on the tablet too; the monster's own controls stay greyed.
  await anna.getByTestId('play-part-monsters').click();
  await anna.locator('[data-testid^="standee-"]').first().click();
  await expect(anna.getByTestId('damage-1')).toBeDisabled();
  await expect(locked(anna.getByTestId('damage-1'))).toHaveAttribute('title', 'Only the game master can change monsters.');
  await anna.getByTestId('attack-value').fill('2');
  await anna.getByTestId('attack').click();
  // The result names the target and the attack value drawn on (seed 1: a +2 on 2); the tablet shows the same draw.
  const result = (await anna.getByTestId('attack-result').textContent())!;
  expect(result).toBe('Thornling 4: 2 → 4, 4 damage');
  await expect(gm.getByTestId('attack-result')).toHaveText(result);
  await shots(anna, 'player-attack');

  // Anna ends Ada's turn; the next is the game master's to start.
  await expect(anna.getByTestId('next-turn')).toHaveText(/End turn/);
  await anna.getByTestId('next-turn').click();
  await expect(gm.getByTestId(`slot-${ada}`)).toHaveAttribute('data-status', 'done');
  await expect(anna.getByTestId('now-acting')).toHaveText('No turn yet');
  // Starting the next figure's turn is the game master's.
  await expect(anna.getByTestId('next-turn')).toBeDisabled();
  await expect(locked(anna.getByTestId('next-turn'))).toHaveAttribute('title', /^Only the game master can run the round/);

  // A greyed-out button with a hover hint of its own (Adv./Disadv., Attack) shows the reason
  // instead: the game master starts the next figure's turn, which Ada's player may not attack for.
  await gm.getByTestId('next-turn').click();
  await expect(anna.getByTestId('now-acting')).not.toHaveText('No turn yet');
  await anna.getByTestId('play-part-figure').click();
  await expect(anna.getByTestId('advantage')).toBeDisabled();
  const attackReason = await locked(anna.getByTestId('advantage')).getAttribute('title');
  expect(attackReason).toMatch(/^Only the game master/);
  for (const id of ['advantage', 'disadvantage', 'attack']) await expect(anna.getByTestId(id)).toHaveAttribute('title', attackReason!);

  // Ada's sheet, a tap away: hers to change by touch; the campaign's undo and retiring are the game master's.
  await anna.getByTestId('open-sheet').click();
  await expect(anna.getByTestId('xp')).toBeVisible();
  const xp = Number(await anna.getByTestId('xp-value').textContent());
  await anna.getByRole('button', { name: 'Experience +1', exact: true }).tap();
  await expect(anna.getByTestId('xp-value')).toHaveText(String(xp + 1));
  await expect(anna.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(locked(anna.getByRole('button', { name: 'Undo' }))).toHaveAttribute(
    'title',
    /^Only the game master can change the campaign/,
  );
  await expect(anna.getByTestId('personal-quest')).toContainText('Seeker of Xorn');
  await shots(anna, 'player-sheet');
  // Every target on the sheet is 44 px or more by touch.
  const small = await anna.evaluate(() =>
    [...document.querySelectorAll('button, input:not([type=checkbox]):not([type=radio]), a[href]')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.height < 44 || r.width < 44);
      })
      .map(
        (e) =>
          `${e.outerHTML.slice(0, 120)} ${Math.round(e.getBoundingClientRect().width)}×${Math.round(e.getBoundingClientRect().height)}`,
      ),
  );
  expect(small, 'controls under 44 px on the sheet').toEqual([]);
  // Another character's sheet is not this device's: it is shown the play screen.
  await anna.goto(`${origin}/#/campaign/${campaignId}/character/${bo}`);
  await expect(anna.getByTestId('play')).toBeVisible();
  await anna.getByTestId('open-sheet').click();
  await expect(anna.getByTestId('xp')).toBeVisible();

  // Nothing of Bo's battle goal or quest reached the phone, in any frame of the play screen or the sheet.
  const everything = annaFrames.join('\n');
  expect(everything).toContain(`"${goals[ada]![0]}"`);
  for (const id of goals[bo]!) expect(everything, `Bo's goal ${id}`).not.toContain(`"${id}"`);
  expect(everything).not.toContain('Greed is Good');

  // The game master reaches every sheet, Bo's quest included.
  await gm.goto(`${origin}/#/campaign/${campaignId}/character/${bo}`);
  await expect(gm.getByTestId('personal-quest')).toContainText('Greed is Good');
  await expect(gm.getByRole('button', { name: 'Experience +1', exact: true })).toBeEnabled();
  await gm.goto(`${origin}/#/play/${sessionId}`);

  // The host revokes Anna's phone: it is cut off at once and shows the pairing page again.
  await page.getByRole('button', { name: "Revoke Anna's phone" }).click();
  await expect(anna.getByTestId('pairing-notice')).toContainText('The host revoked this device');
  await expect(page.getByTestId('table-device')).toHaveCount(1);
  expect(await rawRequest(anna, 'scenarios.get', { sessionId })).toMatchObject({ ok: false });
  await expect(gm.getByTestId(`hp-${ada}`)).toBeVisible();

  // Wrong codes from the phone: after five the code is spent, the right one refused with it; the
  // host page says so, and the new code works at once (issue 26).
  for (let i = 0; i < 5; i++) {
    await anna.getByTestId('pairing-code').fill('AAA-AAA');
    await anna.getByRole('button', { name: 'Next' }).click();
    await expect(anna.getByTestId('pairing-error')).toBeVisible();
  }
  await anna.getByTestId('pairing-code').fill((await page.getByTestId('table-code').textContent())!);
  await anna.getByRole('button', { name: 'Next' }).click();
  await expect(anna.getByTestId('pairing-error')).toContainText('This pairing code was spent by 5 wrong guesses.');
  await expect(page.getByTestId('table-code-expiry')).toHaveText('Wrong codes were typed: this code is spent. Make a new one.');
  await shots(anna, 'code-spent');
  await shots(page, 'host-code-spent');
  await page.getByTestId('table-new-code').click();
  await expect(page.getByTestId('table-code-expiry')).toContainText('Good for one device');
  await anna.getByTestId('pairing-code').fill((await page.getByTestId('table-code').textContent())!);
  await anna.getByRole('button', { name: 'Next' }).click();
  await expect(anna.getByTestId('pairing-error')).toHaveCount(0);

  await annaContext.close();
  await gmContext.close();
});
