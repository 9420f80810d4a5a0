import { expect, test, type Page } from './fixture';
import { dragHexes, hexPoint } from './board-gestures';
import { startDemoSession } from './demo-session';

test.use({ actionTimeout: 15_000 });

/** Taps the hexes one after another as fast as the mouse goes, without waiting for any answer. */
async function tapFast(page: Page, hexes: Array<[number, number]>) {
  const points = [];
  for (const hex of hexes) points.push(await hexPoint(page, ...hex));
  for (const p of points) await page.mouse.click(p.x, p.y);
}

test('fast taps on the live board place each figure of the session in turn, whatever the host has answered meanwhile', async ({
  page,
  host,
}) => {
  test.setTimeout(180_000);
  const demo = await startDemoSession(host.url, [
    { typeId: 'thornling', rank: 'elite', standeeNumber: 1 },
    { typeId: 'thornling', rank: 'normal', standeeNumber: 2 },
  ]);
  const { ws, sessionId, ada, bo } = demo;
  const board = async () =>
    ((await ws.call('scenarios.get', { sessionId })).board as { figures: Array<{ id: string; hex: [number, number] }> } | null)?.figures ??
    [];

  // A loaded machine: what the screen schedules "at once" (setTimeout 0, as the query cache hands an
  // answer to the screens) comes 40 ms late, so answers reach the board well after they arrive.
  await page.addInitScript(() => {
    const browser = globalThis as unknown as { setTimeout: (fn: () => void, ms?: number) => number };
    const later = browser.setTimeout.bind(globalThis);
    browser.setTimeout = (fn, ms) => later(fn, ms === undefined || ms === 0 ? 40 : ms);
  });
  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await expect(page.getByTestId('session-figures').getByRole('button')).toHaveCount(4);
  await dragHexes(page, [0, 0], [8, 2]);
  await expect(page.locator('[data-hex]')).toHaveCount(9 * 7);
  await page.getByRole('button', { name: 'Fit the board' }).click();

  const hexes: Array<[number, number]> = [
    [2, 1],
    [7, 0],
    [4, 1],
    [4, 3],
  ];
  // The figures in the palette's order land on the hexes in the taps' order, on the screen and in
  // the host; then the four are undone and the room set up again, five times over, so that answers
  // arrive between taps at every moment.
  const expected = { [ada]: hexes[0], [bo]: hexes[1], 'thornling#1': hexes[2], 'thornling#2': hexes[3] };
  for (let round = 0; round < 5; round++) {
    await page.getByTestId(`palette-${ada}`).click();
    await tapFast(page, hexes);
    await expect(page.locator('[data-figure]')).toHaveCount(4);
    for (const id of Object.keys(expected)) await expect(page.locator(`[data-figure="${id}"]`), `round ${round + 1}: ${id}`).toHaveCount(1);
    await expect
      .poll(async () => Object.fromEntries((await board()).map((f) => [f.id, f.hex])), { message: `round ${round + 1}` })
      .toEqual(expected);
    // Nothing is left readied: a fifth tap places nothing.
    await expect(page.getByTestId('session-figures').getByRole('button', { disabled: true })).toHaveCount(4);
    for (let undo = 0; undo < 4; undo++) await ws.call('scenarios.undo', { sessionId });
    await expect(page.locator('[data-figure]')).toHaveCount(0);
  }
});
