import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipFolder } from '../support/zip-folder';
import { cliAnswer, expectScreenShows, tapHex, type PageGlobals } from './board-gestures';
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
