import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipFolder } from '../support/zip-folder';
import { cliAnswer, dragHexes, expectScreenShows, hexPoint, tapHex, type PageGlobals } from './board-gestures';
import { expect, test, type Page } from './fixture';
import { peerPath } from './peer-path';

test.use({ data: 'gh1', seed: 4 });

/** The Virtual Gloomhaven Board's repository imported on the Content screen, as a player downloads it (a zip). */
async function importLayouts(page: Page, host: { url: string }): Promise<void> {
  mkdirSync(test.info().outputDir, { recursive: true });
  const zip = join(test.info().outputDir, 'virtual-gloomhaven-board.zip');
  writeFileSync(zip, zipFolder(peerPath('vgb-data', 'VirtualGloomhavenBoard'), 'virtual-gloomhaven-board-main'));
  await page.goto(`${host.url}/#/content`);
  await page.locator('input[type=file]:not([data-testid])').setInputFiles(zip);
  await expect(page.getByTestId('import-summary')).toContainText('Imported scenario layouts', { timeout: 60_000 });
}

const PARTY = [
  { name: 'Ana', classId: 'brute', level: 1 },
  { name: 'Bo', classId: 'tinkerer', level: 1 },
  { name: 'Cy', classId: 'spellweaver', level: 1 },
  { name: 'Di', classId: 'scoundrel', level: 1 },
];

/** The start hexes the board shows, as "q,r". */
const startHexes = (page: Page) =>
  page
    .locator('[data-mark-kind="start"]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-at') ?? ''))
    .then((hexes) => hexes.filter(Boolean));

/**
 * Black Barrow set up for four characters from gh.json and the imported layouts, its board open
 * at 1440x900 with nothing placed by hand yet; the session's id.
 */
async function blackBarrow(page: Page, host: { url: string }, call: (channel: string, input: unknown) => Promise<{ id: string }>) {
  await importLayouts(page, host);
  const session = await call('scenarios.start', { packId: 'ghs-gh1', scenarioId: '1', characters: PARTY });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${host.url}/#/play/${session.id}/board`);
  await expect(page.getByTestId('map-layer')).toBeVisible();
  return session.id;
}

/** Taps the first four start hexes: each places the next character of the party. */
async function placeTheParty(page: Page): Promise<void> {
  const starts = await startHexes(page);
  for (const hex of starts.slice(0, 4)) {
    const before = await page.locator('[data-figure]').count();
    const [q, r] = hex.split(',').map(Number) as [number, number];
    await tapHex(page, q, r);
    await expect(page.locator('[data-figure]')).toHaveCount(before + 1);
  }
}

test('Black Barrow lays itself out: its starting room, standees and start hexes, with no hex drawn', async ({
  page,
  host,
  call,
  picture,
}) => {
  test.setTimeout(240_000);
  await blackBarrow(page, host, call);
  await expect(page.locator('[data-tile-name]')).toHaveText(['L1a']);
  await expect(page.locator('[data-figure]')).toHaveCount(6);
  // The map is laid out: nothing to stamp.
  await expect(page.getByTestId('stamp-picker')).toHaveCount(0);
  await picture(page, '01-black-barrow-1440');

  expect((await startHexes(page)).length).toBeGreaterThanOrEqual(4);
  await placeTheParty(page);
  await expect(page.locator('[data-figure]')).toHaveCount(10);
  await picture(page, '02-characters-placed-1440');
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('button', { name: 'Fit the board' }).click();
    await picture(page, `03-black-barrow-${width}x${height}`, { fullPage: true });
  }
});

test("the automaton plays every monster turn of round 1 from the laid-out board, as the command line's monster-turn does", async ({
  page,
  host,
  call,
  picture,
}) => {
  test.setTimeout(480_000);
  const sessionId = await blackBarrow(page, host, call);
  await placeTheParty(page);
  // Two characters before the bandit guards, two after them.
  const initiatives = [5, 8, 91, 96];
  for (const [i, leading] of initiatives.entries())
    await call('scenarios.execute', {
      sessionId,
      command: { type: 'ChooseInitiative', characterId: `character-${i + 1}`, choice: { kind: 'cards', leading, second: 50 } },
    });
  await page.getByTestId('draw-cards').click();
  await expect(page.getByTestId('start-turn')).toBeVisible();

  let monsterTurns = 0;
  for (let turn = 0; turn < 12; turn++) {
    const view = (await call('scenarios.get', { sessionId })) as unknown as {
      turnOrder: Array<{ status: string }>;
      state: { activeFigure: { kind: string; id: string } | null };
    };
    if (view.state.activeFigure === null) {
      if (!view.turnOrder.some((slot) => slot.status === 'pending')) break;
      await call('scenarios.execute', { sessionId, command: { type: 'StartTurn' } });
      continue;
    }
    const active = view.state.activeFigure;
    if (active.kind !== 'monster') {
      // A character's turn: the party plays it at the table.
      await call('scenarios.execute', { sessionId, command: { type: 'EndTurn' } });
      continue;
    }
    // A standee's turn: the board follows it, the automaton answers, the command line agrees.
    await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', active.id);
    await expect(page.getByTestId('automaton-result')).toBeVisible();
    const answer = await cliAnswer(page, (query) => expect(query.active).toBe(active.id));
    const chosen = answer.options[0]!;
    await expectScreenShows(page, chosen);
    if (monsterTurns === 0) {
      for (const [width, height] of [
        [1024, 768],
        [768, 1024],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 0));
        await page.getByRole('button', { name: 'Fit the board' }).click();
        await picture(page, `04-automaton-${width}x${height}`);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    const apply = page.getByRole('button', { name: 'Apply move' });
    if (await apply.isEnabled()) {
      await apply.click();
      await expect.poll(async () => hexOf(await call('scenarios.get', { sessionId }), active.id)).toEqual(chosen.moveTo);
    }
    if (chosen.attacks.length > 0) {
      await page.getByTestId('monster-attack').click();
      await expect(page.getByTestId('monster-attack')).toHaveText('Attacked');
    }
    // "Next standee" ends its turn and starts the next one in the session: wait for both.
    await page.getByTestId('next-standee').click();
    await expect
      .poll(async () => {
        const next = (await call('scenarios.get', { sessionId })) as {
          state: { activeFigure: { id: string } | null };
          turnOrder: Array<{ status: string }>;
        };
        const isRoundOver = !next.turnOrder.some((slot) => slot.status === 'pending');
        return isRoundOver || (next.state.activeFigure !== null && next.state.activeFigure.id !== active.id);
      })
      .toBe(true);
    monsterTurns++;
  }
  // Every bandit guard of the starting room had its turn, and not one hex was drawn by hand.
  expect(monsterTurns).toBe(6);
  const { history } = (await call('scenarios.get', { sessionId })) as { history: Array<{ commandType: string; summary: string }> };
  const edits = history.filter((entry) => entry.commandType === 'EditBoard').map((entry) => entry.summary);
  expect(edits.filter((line) => !/ placed on the board$| moved$/.test(line))).toEqual([]);
  expect(edits.filter((line) => / placed on the board$/.test(line))).toHaveLength(4);
});

const hexOf = (view: unknown, id: string) =>
  (view as { board: { figures: Array<{ id: string; hex: [number, number] }> } }).board.figures.find((f) => f.id === id)?.hex ?? null;

/** The doors the map shows as closed and openable, as "q,r". */
const closedDoors = (page: Page) =>
  page.locator('[data-door]').evaluateAll((doors) => doors.map((door) => door.getAttribute('data-door') ?? ''));

test('one door state: a door opened on the board is open on the play screen, and the other way round, undone with the scenario', async ({
  page,
  host,
  call,
  picture,
}) => {
  test.setTimeout(240_000);
  const sessionId = await blackBarrow(page, host, call);
  await placeTheParty(page);
  const [door] = await closedDoors(page);
  const [q, r] = door!.split(',').map(Number) as [number, number];
  // A tap on the closed door reveals G1b with its standees.
  await tapHex(page, q, r);
  await expect(page.locator('[data-tile-name]')).toHaveText(['L1a', 'G1b']);
  await expect(page.locator('[data-door]')).not.toHaveAttribute('data-door', door!);
  // G1b sets up three bandit guards for four, but all six standees stand in L1a: the board says why their hexes stay empty.
  await expect(page.getByTestId('left-off-noStandee')).toContainText('Every standee of these is on the board already');
  await expect(page.getByTestId('left-off-noStandee')).toContainText('Bandit Guard (elite) ×1');
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await picture(page, '05-door-opened-1440');
  // The play screen knows the room is revealed: its button is gone, the next room's is there.
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId('open-door-3')).toBeVisible();
  await expect(page.getByTestId('open-door-2')).toHaveCount(0);
  // Undone on the play screen, the door is closed on the board again.
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('open-door-2')).toBeVisible();
  // Opened from the play screen, the board shows the room and its open door.
  await page.getByTestId('open-door-2').click();
  await expect(page.getByTestId('open-door-2')).toHaveCount(0);
  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await expect(page.locator('[data-tile-name]')).toHaveText(['L1a', 'G1b']);
  await expect(page.locator(`[data-hex="${door}"]`)).toHaveAttribute('data-terrain', 'doorOpen');
});

test('figures move by one drag or two taps, standees take the numbers drawn in one gesture, and the map follows undo and redo', async ({
  page,
  host,
  call,
}) => {
  test.setTimeout(240_000);
  const sessionId = await blackBarrow(page, host, call);
  await placeTheParty(page);
  type Board = { tiles: Record<string, string>; figures: Array<{ id: string; kind: string; isElite: boolean; hex: [number, number] }> };
  const board = async () => ((await call('scenarios.get', { sessionId })) as { board: Board }).board;
  const start = await board();
  const ana = start.figures.find((f) => f.kind === 'character')!;
  const elite = start.figures.find((f) => f.kind === 'monster' && f.isElite)!;
  const normal = start.figures.find((f) => f.kind === 'monster' && !f.isElite)!;
  const isFree = ([q, r]: [number, number]) =>
    start.tiles[`${q},${r}`] === 'floor' && !start.figures.some((f) => f.hex[0] === q && f.hex[1] === r);
  const steps: Array<[number, number]> = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [1, -1],
    [-1, 1],
  ];
  const beside = steps.map(([dq, dr]): [number, number] => [ana.hex[0] + dq, ana.hex[1] + dr]).find(isFree)!;

  // One drag: Ana to a free hex beside her.
  await dragHexes(page, ana.hex, beside);
  await expect.poll(async () => hexOf({ board: await board() }, ana.id)).toEqual(beside);
  // Two taps: Ana, then the hex she came from.
  await tapHex(page, ...beside);
  await expect(page.getByTestId('selected-figure')).toBeVisible();
  await tapHex(page, ...ana.hex);
  await expect.poll(async () => hexOf({ board: await board() }, ana.id)).toEqual(ana.hex);
  // A standee dragged onto another of its type: the two trade numbers, each figure keeping its hex.
  await dragHexes(page, elite.hex, normal.hex);
  await expect.poll(async () => hexOf({ board: await board() }, normal.id)).toEqual(elite.hex);
  expect(hexOf({ board: await board() }, elite.id)).toEqual(normal.hex);
  // Undo, undo, undo: the numbers, then Ana's two moves, are taken back on the board.
  await page.getByTestId('board-undo').click();
  await expect.poll(async () => hexOf({ board: await board() }, elite.id)).toEqual(elite.hex);
  await page.getByTestId('board-undo').click();
  await expect.poll(async () => hexOf({ board: await board() }, ana.id)).toEqual(beside);
  // Redo: Ana walks back again, then the numbers are traded again.
  await page.getByTestId('board-redo').click();
  await expect.poll(async () => hexOf({ board: await board() }, ana.id)).toEqual(ana.hex);
  await page.getByTestId('board-redo').click();
  await expect.poll(async () => hexOf({ board: await board() }, normal.id)).toEqual(elite.hex);
});

test("where the scenario's data sets up a monster the map has no hex for, the board says so and the players place it (Gloomhaven Battlements A)", async ({
  page,
  host,
  call,
  picture,
}) => {
  test.setTimeout(240_000);
  await importLayouts(page, host);
  const session = await call('scenarios.start', { packId: 'ghs-gh1', scenarioId: '35', characters: PARTY.slice(0, 2) });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${host.url}/#/play/${session.id}/board`);
  await expect(page.getByTestId('map-layer')).toBeVisible();
  // gh.json sets up city archers in the starting room for two; the Virtual Gloomhaven Board shows none.
  const unplaced = page.getByTestId('unplaced-standees').getByRole('listitem');
  await expect(page.getByTestId('map-notes')).toContainText('the map has no hex for them');
  await expect(unplaced).toHaveCount(2);
  await expect(unplaced.first()).toContainText('City Archer');
  await picture(page, '06-no-hex-1440');
  type Board = { tiles: Record<string, string>; figures: Array<{ id: string; hex: [number, number] }> };
  const view = (await call('scenarios.get', { sessionId: session.id })) as { board: Board; state: { monsters: Record<string, unknown> } };
  const onBoard = new Set(view.board.figures.map((f) => f.id));
  const [archer] = Object.keys(view.state.monsters).filter((id) => !onBoard.has(id));
  const [free] = Object.keys(view.board.tiles).filter(
    (key) => view.board.tiles[key] === 'floor' && !view.board.figures.some((f) => `${f.hex[0]},${f.hex[1]}` === key),
  );
  const [q, r] = free!.split(',').map(Number) as [number, number];
  // Picked in the figure list, tapped where the scenario book shows it: one fewer to place.
  await page.getByTestId(`palette-${archer}`).click();
  await page.getByTestId('hex-board').scrollIntoViewIfNeeded();
  await tapHex(page, q, r);
  await expect(unplaced).toHaveCount(1);
  await expect.poll(async () => hexOf(await call('scenarios.get', { sessionId: session.id }), archer!)).toEqual([q, r]);
});

test('legible and touchable on tablets: hidden rooms shaded, no coordinates, hexes a finger wide', async ({ page, host, call }) => {
  test.setTimeout(240_000);
  await blackBarrow(page, host, call);
  // Behind L1a's door, G1b and I1b stay hidden until it opens: shaded, not left out.
  await expect(page.getByTestId('hidden-rooms').locator('[data-hidden-hex]')).not.toHaveCount(0);
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByRole('button', { name: 'Fit the board' }).click();
    // A hex is at least 44 px across, centre to centre, fitted to the tablet's board.
    const [a, b] = [await hexPoint(page, 0, 0), await hexPoint(page, 1, 0)];
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeGreaterThanOrEqual(44);
    // No hex's coordinates anywhere in the page's words.
    expect(await page.locator('body').innerText()).not.toMatch(/-?\d+\s*,\s*-?\d+/);
  }
});
