import { expect, test, type Page } from './fixture';
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { cliAnswer, dragHexes, expectScreenShows, hexPoint, tapHex, type PageGlobals } from './board-gestures';
import { pictureOf } from './pictures';

const shot = async (page: Page, name: string) => {
  // Clicks scroll the page; a screenshot from the top keeps the fixed header where it belongs.
  await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 0));
  await pictureOf(page, `board-${name}`, { fullPage: true });
};

async function placeFigure(
  page: Page,
  kind: 'Character' | 'Monster',
  name: string,
  hex: [number, number],
  initiative?: number,
): Promise<void> {
  await page.getByLabel('Figure kind').getByText(kind, { exact: true }).click();
  await page.getByLabel('Figure name').fill(name);
  if (initiative !== undefined) await page.getByLabel('Initiative').fill(String(initiative));
  await page.getByRole('button', { name: 'Place on the board' }).click();
  await tapHex(page, ...hex);
  await page.getByRole('button', { name: 'Done placing' }).click();
}

/** Where the saved board (the host's draft, in the data file) has the monster m1. */
function storedMonsterHex(dataDir: string): [number, number] {
  const sqlite = new BetterSqlite3(join(dataDir, 'haven.sqlite3'), { readonly: true });
  try {
    const row = sqlite.prepare("select position from board_drafts where name = 'monster-ai'").get() as { position: string } | undefined;
    const position = JSON.parse(row?.position ?? '{"figures":[]}') as { figures: Array<{ id: string; hex: [number, number] }> };
    return position.figures.find((f) => f.id === 'm1')?.hex ?? [NaN, NaN];
  } finally {
    sqlite.close();
  }
}

test('draw a room, place figures, set the card: the screen says what the command line says; pick a tie, apply, undo', async ({
  page,
  host,
}) => {
  await page.goto(`${host.url}/#/board`);
  await page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.removeItem('haven-board-position'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Monster AI board' })).toBeVisible();
  await shot(page, '01-empty');

  // A room of 9 columns x 7 rows: floor inside, walls on the rim (Room is the first tool).
  await dragHexes(page, [0, 0], [8, 2]);
  await expect(page.locator('[data-hex]')).toHaveCount(9 * 7);
  await expect(page.locator('[data-hex="0,0"]')).toHaveAttribute('data-terrain', 'wall');
  await page.getByRole('button', { name: 'Fit the board' }).click();
  // Paint a trap and difficult ground by dragging.
  await page.getByRole('button', { name: 'Trap' }).click();
  await tapHex(page, 4, 3);
  await page.getByRole('button', { name: 'Difficult' }).click();
  await dragHexes(page, [2, 0], [2, 2]);
  await expect(page.locator('[data-hex="2,1"]')).toHaveAttribute('data-terrain', 'difficult');

  await placeFigure(page, 'Monster', 'Bandit Guard', [4, 1]);
  await placeFigure(page, 'Character', 'Brute', [1, 3], 20);
  await placeFigure(page, 'Character', 'Spellweaver', [7, 0], 60);
  await expect(page.locator('[data-figure]')).toHaveCount(3);
  await page.getByLabel('Move', { exact: true }).fill('2');
  await page.getByLabel('Range (0 = melee)').fill('0');

  await page.getByRole('button', { name: 'Run the automaton' }).click();
  await expect(page.getByTestId('automaton-result')).toBeVisible();
  const first = await cliAnswer(page, (query) => expect(query.format).toBe('monster-turn/1'));
  expect(first.options).toHaveLength(1);
  await expectScreenShows(page, first.options[0]!);
  await expect(page.getByTestId('automaton-focus')).toHaveText('Brute');
  await expect(page.getByTestId('automaton-explanation').getByRole('listitem')).toHaveCount(first.explanation.length);
  // Names, never ids (issue 16 item 7): the Brute is not "Brute (c1)" any more.
  await expect(page.getByTestId('automaton-explanation')).toContainText('Brute');
  await expect(page.getByTestId('automaton-explanation')).not.toContainText('(c1)');
  await expect(page.getByTestId('option-marks').locator('[data-option="1"]')).toHaveCount(1);
  await expect(page.getByTestId('automaton-overlay')).toBeVisible();
  await shot(page, '02-automaton');

  // Same initiative for both: the rules leave the choice to the party.
  await page.getByRole('button', { name: 'Move figures' }).click();
  await tapHex(page, 1, 3);
  await expect(page.getByTestId('selected-figure')).toContainText('Brute');
  await page.getByTestId('selected-figure').getByLabel('Initiative').fill('60');
  await page.getByTestId('selected-figure').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('automaton-stale')).toBeVisible();
  await page.getByRole('button', { name: 'Run the automaton' }).click();
  const tied = await cliAnswer(page, (query) => expect(query.format).toBe('monster-turn/1'));
  expect(tied.options.length).toBeGreaterThan(1);
  await expect(page.getByText(/^Option \d+:/)).toHaveCount(tied.options.length);
  await expectScreenShows(page, tied.options[0]!);
  await page.getByText(/^Option 2:/).click();
  await expectScreenShows(page, tied.options[1]!);
  await shot(page, '03-tie-option-2');

  const start = await storedMonsterHex(host.dataDir);
  await page.getByRole('button', { name: 'Apply move' }).click();
  await expect.poll(() => storedMonsterHex(host.dataDir)).toEqual(tied.options[1]!.moveTo);
  await shot(page, '04-applied');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Z');
  await expect.poll(() => storedMonsterHex(host.dataDir)).toEqual(start);
  // Undo brings back the very position the answer was for, so the answer shows again.
  await expect(page.getByTestId('automaton-result')).toBeVisible();
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => storedMonsterHex(host.dataDir)).toEqual(tied.options[1]!.moveTo);

  // A reload keeps the board.
  await page.reload();
  await expect(page.locator('[data-figure]')).toHaveCount(3);
  await expect(page.locator('[data-hex="4,3"]')).toHaveAttribute('data-terrain', 'trap');
});

test('drag a figure, thin walls, copy and paste a room, import a pasted query', async ({ page, host }) => {
  await page.goto(`${host.url}/#/board`);
  await page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.removeItem('haven-board-position'));
  await page.reload();
  await expect(page.getByTestId('hex-board')).toBeVisible();
  await dragHexes(page, [0, 0], [4, 1]);
  await placeFigure(page, 'Monster', 'Living Bones', [2, 0]);
  await page.getByRole('button', { name: 'Move figures' }).click();
  await dragHexes(page, [2, 0], [2, 1]);
  await expect.poll(() => storedMonsterHex(host.dataDir)).toEqual([2, 1]);

  await page.getByRole('button', { name: 'Thin wall' }).click();
  const centre = await hexPoint(page, 3, 0);
  const below = await hexPoint(page, 3, 1);
  await page.mouse.click(centre.x, centre.y + (below.y - centre.y) * 0.4);
  await expect(page.locator('[data-thin-wall="3,0|3,1"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Copy room' }).click();
  await dragHexes(page, [0, 0], [4, 1]);
  await tapHex(page, 6, -1);
  await expect(page.locator('[data-hex]')).toHaveCount(2 * 5 * 4);
  await expect(page.locator('[data-thin-wall]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await shot(page, '05-copied-room');

  const query = {
    format: 'monster-turn/1',
    rules: 'fh',
    map: {
      hexes: [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
        [1, -1],
        [2, -1],
      ],
      walls: [[1, -1]],
    },
    figures: [
      { id: 'm1', team: 'monsters', hex: [0, 0] },
      { id: 'c1', team: 'players', hex: [3, 0], initiative: 10 },
    ],
    active: 'm1',
    ability: { move: 2, attack: { range: 0, targets: 1 } },
  };
  await page.getByRole('button', { name: 'Paste', exact: true }).click();
  await page.getByLabel('monster-turn/1 query').fill(JSON.stringify(query));
  await page.getByRole('button', { name: 'Import pasted query' }).click();
  await expect(page.getByTestId('exchange-message')).toContainText('Imported 6 hexes and 2 figures');
  await expect(page.getByLabel('Rules').getByRole('radio', { name: 'GH 2nd ed. / FH' })).toBeChecked();
  await page.getByRole('button', { name: 'Run the automaton' }).click();
  await expect(page.getByTestId('automaton-result')).toHaveAttribute('data-move-to', '2,0');
  await shot(page, '06-imported');
  // Readable on a tablet: landscape keeps three columns, upright puts the map first.
  await page.setViewportSize({ width: 1180, height: 820 });
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await shot(page, '07-tablet-landscape');
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await shot(page, '08-tablet-portrait');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await shot(page, '09-light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  // An import is one step of undo.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-hex]')).toHaveCount(40);
});
