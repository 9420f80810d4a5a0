import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixture';
import { cliAnswer, expectScreenShows, type PageGlobals } from './board-gestures';
import { pictureOf } from './pictures';

const shot = async (target: Page | Locator, name: string) => {
  await pictureOf(target, `area-editor-${name}`);
};

/**
 * A room of 7 columns x 5 rows. The monster (move 2, melee) can reach [2,1], beside the three
 * characters at [3,0], [4,0] and [4,1]: a four-hex diamond drawn from the monster covers all three
 * from there, a single melee attack only one.
 */
const hexes: Array<[number, number]> = [];
for (let q = 0; q <= 6; q++) for (let row = 0; row < 5; row++) hexes.push([q, row - Math.floor(q / 2)]);
const query = {
  format: 'monster-turn/1',
  rules: 'gh',
  map: { hexes },
  figures: [
    { id: 'm1', team: 'monsters', hex: [0, 2] },
    { id: 'c1', team: 'players', hex: [3, 0], initiative: 20 },
    { id: 'c2', team: 'players', hex: [4, 0], initiative: 40 },
    { id: 'c3', team: 'players', hex: [4, 1], initiative: 60 },
  ],
  active: 'm1',
  ability: { move: 2, attack: { range: 0, targets: 1 } },
};

const hex = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens the editor and waits for its fade-in to end, so that screenshots show it as seen. */
async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Edit area…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draw the area of the attack' });
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

test("draw a card's own area in the editor: the automaton attacks whom the command line says, presets drawn by hand are recognised", async ({
  page,
  host,
}) => {
  await page.goto(`${host.url}/#/board`);
  await page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.removeItem('haven-board-position'));
  await page.reload();
  await page.getByRole('button', { name: 'Paste', exact: true }).click();
  await page.getByLabel('monster-turn/1 query').fill(JSON.stringify(query));
  await page.getByRole('button', { name: 'Import pasted query' }).click();
  await expect(page.getByTestId('exchange-message')).toContainText('Imported 35 hexes and 4 figures');

  // Without an area the monster hits one character.
  await page.getByRole('button', { name: 'Run the automaton' }).click();
  const single = await cliAnswer(page, (q) => expect(q.format).toBe('monster-turn/1'));
  expect(single.options.every((o) => o.attacks.length === 1)).toBe(true);
  await expectScreenShows(page, single.options[0]!);

  // The card's picture: a diamond of four hexes next to the monster, drawn tap by tap.
  const editor = await openEditor(page);
  await expect(page.getByRole('radio', { name: 'From the monster' })).toBeChecked();
  await expect(hex(page, 'Hex 0, 0 — the monster')).toBeVisible();
  await shot(page, '01-empty');
  // A hex away from the monster first: refused in words until the hexes between are drawn.
  await hex(page, 'Hex 2, 0 — not attacked').click();
  await editor.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('area-editor-message')).toContainText('Not saved: Hex 2, 0 is not joined to the monster');
  await shot(page, '02-refused');
  await hex(page, 'Hex 1, 0 — not attacked').click();
  await hex(page, 'Hex 2, -1 — not attacked').click();
  // The fourth hex from the keyboard: the grid's one tab stop is the last hex touched; left of
  // [2, -1] on its row is [1, 0], and up from there is [1, -1].
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(hex(page, 'Hex 2, -1 — attacked')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(hex(page, 'Hex 1, 0 — attacked')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(hex(page, 'Hex 1, -1 — not attacked')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('[data-area-hex][data-attacked="true"]')).toHaveCount(4);
  await expect(page.getByTestId('area-editor-message')).toContainText('4 hexes attacked');
  await shot(editor, '03-drawn');
  await editor.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(editor).toBeHidden();

  const form = page.getByTestId('ability-form');
  await expect(form.getByLabel('Area', { exact: true })).toHaveValue('Custom area (4 hexes)');
  await expect(form.getByRole('img', { name: 'Area of 4 hexes from the monster' })).toBeVisible();
  await page.getByRole('button', { name: 'Run the automaton' }).click();
  const area = await cliAnswer(page, (q) => {
    const { aoe } = (q as unknown as { ability: { attack: { aoe: { anchor: string; cells: number[][] } } } }).ability.attack;
    expect(aoe.anchor).toBe('self');
    expect(aoe.cells).toHaveLength(4);
  });
  // The area matters: every option hits all three characters, and the screen shows the first.
  expect(area.options.length).toBeGreaterThan(0);
  for (const option of area.options) expect(option.attacks).toEqual(['c1', 'c2', 'c3']);
  await expectScreenShows(page, area.options[0]!);
  await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollTo(0, 0));
  await pictureOf(page, 'area-editor-04-board', { fullPage: true });

  // A line of three drawn straight up from the monster is the "Line of 3" preset, however drawn.
  const again = await openEditor(page);
  await again.getByRole('button', { name: 'Clear' }).click();
  for (const r of [-1, -2, -3]) await hex(page, `Hex 0, ${r} — not attacked`).click();
  await again.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(form.getByLabel('Area', { exact: true })).toHaveValue('Line of 3 (from the monster)');
  // Cancel keeps the area as it was.
  const cancelled = await openEditor(page);
  await hex(page, 'Hex 1, 0 — attacked').click();
  await cancelled.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Area', { exact: true })).toHaveValue('Line of 3 (from the monster)');

  // Readable in the light colour scheme too.
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await shot(await openEditor(page), '05-light');
});
