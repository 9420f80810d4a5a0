import { tapHex } from './board-gestures';
import { expect, test } from './fixture';
import { startAdHocScenario } from './party';

test.use({ data: 'gh2e', seed: 6 });

test('without a layout (the 2nd edition) a room is a handful of taps: a map tile stamped and turned, an obstacle, the figures', async ({
  page,
  host,
  call,
  picture,
}) => {
  test.setTimeout(180_000);
  const session = await startAdHocScenario(call, { packId: 'ghs-gh2', scenarioId: '1' }, [
    ['bruiser', 'Brak'],
    ['cragheart', 'Stone'],
  ]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${host.url}/#/play/${session.id}/board`);
  await expect(page.getByTestId('scenario-board')).toBeVisible();
  await expect(page.getByTestId('map-layer')).toHaveCount(0);
  const board = async () =>
    ((await call('scenarios.get', { sessionId: session.id })) as { board: { tiles: Record<string, string>; orientation?: string } | null })
      .board;

  // The 2nd edition's data names no map tiles (gh2e.json's rooms have no ref): the picker says its names are the 1st edition's.
  await expect(page.getByTestId('stamp-edition-note')).toContainText("as the 1st edition's box names them");
  // Tap 1-2: the tile side as the scenario book names it; tap 3: turned once; tap 4: on the board.
  await page.getByTestId('stamp-tile').click();
  await page.getByRole('option', { name: 'C1a', exact: true }).click();
  await page.getByTestId('stamp-turn').click();
  await expect(page.getByTestId('stamp-tool')).toHaveAttribute('aria-pressed', 'true');
  await tapHex(page, 0, 0);
  await expect.poll(async () => Object.keys((await board())?.tiles ?? {}).length).toBe(12);
  expect((await board())?.orientation).toBe('pointy');
  await page.getByRole('button', { name: 'Fit the board' }).click();
  // Taps 5-6: an obstacle where the book shows one.
  const [spot] = Object.keys((await board())?.tiles ?? {}).filter((key) => key !== '0,0');
  const [q, r] = spot!.split(',').map(Number) as [number, number];
  await page.getByRole('button', { name: 'Obstacle' }).click();
  await tapHex(page, q, r);
  await expect.poll(async () => (await board())?.tiles[spot!]).toBe('obstacle');
  // Then the figures: picking the first readies each next one, a tap each on a free hex.
  const free = Object.entries((await board())?.tiles ?? {})
    .filter(([, terrain]) => terrain === 'floor')
    .map(([key]) => key.split(',').map(Number) as [number, number]);
  const count = Object.keys(session.state.characters).length + Object.keys(session.state.monsters).length;
  await page.getByTestId('palette-character-1').click();
  // The figure list is below the tools: the board comes back into view to be tapped.
  await page.getByTestId('hex-board').scrollIntoViewIfNeeded();
  for (const [placed, hex] of free.slice(0, count).entries()) {
    await tapHex(page, ...hex);
    await expect(page.locator('[data-figure]')).toHaveCount(placed + 1);
  }
  await picture(page, '01-stamped-1440');
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('button', { name: 'Fit the board' }).click();
    await picture(page, `02-stamped-${width}x${height}`, { fullPage: true });
  }
});
