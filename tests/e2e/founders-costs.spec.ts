import { expect, test, type Page } from './fixture';
import { atEachSize } from './pictures';

// Issue 30: Founders costs are paid through the screen, not through "Adjust" (seeds' Founders
// rulebook: Trade, Upgrade, Construct), and a Call to Vote's income comes with its vote.

test.use({ seed: 1 });

/** Picks an option of a Mantine Select by its label, inside `scope` (a form) or the page. */
async function choose(page: Page, label: string, option: string, scope: string | null = null): Promise<void> {
  const within = scope === null ? page : page.getByTestId(scope);
  await within.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectMoney(page: Page, money: Record<string, number>): Promise<void> {
  for (const [colour, value] of Object.entries(money)) await expect(page.getByTestId(`money-${colour}`)).toHaveText(String(value));
}

test('imports, access, a house and an upgrade take what the rulebook says, and the vote brings its income', async ({
  page,
  host,
  call,
  picture,
}) => {
  const game = await call('founders.create', {
    name: 'Costs',
    players: [
      { colour: 'White', race: 'Human' },
      { colour: 'Purple', race: 'Quatryl' },
      { colour: 'Yellow', race: 'Orchid' },
    ],
    neutralResources: ['metal', 'stone'],
  });
  const gameId = game.id as string;
  // Tiles already on the board (placed without a trade): Purple's knowledge and a neutral metal.
  await call('founders.execute', {
    gameId,
    command: { type: 'ImportResource', tile: { id: 'knowledge-1', resource: 'knowledge' }, owner: 'Purple' },
  });
  await call('founders.execute', {
    gameId,
    command: { type: 'ImportResource', tile: { id: 'metal-1', resource: 'metal' }, owner: 'neutral' },
  });

  await page.goto(`${host.url}/#/founders/${gameId}`);
  await expect(page.getByRole('heading', { name: 'Costs' })).toBeVisible();
  await expectMoney(page, { White: 7, Purple: 7, Yellow: 7 });

  // Trade: Yellow imports crops on a coastal (white) space as the main action: 2.
  await choose(page, 'Resource', 'crops', 'import-form');
  await choose(page, 'Owner', 'Yellow', 'import-form');
  await choose(page, 'Space', 'Coastal (white)', 'import-form');
  await expect(page.getByTestId('import-form').getByTestId('cost-note')).toHaveText('Costs 2 money; Yellow has 7.');
  await page.getByRole('button', { name: 'Import tile' }).click();
  await expectMoney(page, { Yellow: 5 });

  // A follow action trades only on red or white spaces: refused, saying so, with nothing changed.
  await choose(page, 'Resource', 'crops', 'import-form');
  await choose(page, 'Owner', 'Yellow', 'import-form');
  await page.getByTestId('import-form').getByText('Follow action', { exact: true }).click();
  await choose(page, 'Space', 'Central (grey)', 'import-form');
  await page.getByRole('button', { name: 'Import tile' }).click();
  await expect(page.getByTestId('founders-error')).toHaveText(
    'A follow action trades only on entrance (red) or coastal (white) spaces (Trade), and this space is central (grey); choose the main action. Nothing was changed.',
  );
  await expectMoney(page, { Yellow: 5 });
  await expect(page.getByTestId('tiles-Yellow')).toContainText('1 tile');

  // Buying access to Yellow's crops on a coastal space as a follow action: 3, paid to Yellow.
  await choose(page, 'Player', 'Purple', 'access-form');
  await choose(page, 'Tile', 'crops 1 · Yellow', 'access-form');
  await choose(page, 'Space', 'Coastal (white)', 'access-form');
  await page.getByTestId('access-form').getByText('Follow action', { exact: true }).click();
  await expect(page.getByTestId('access-form').getByTestId('cost-note')).toHaveText('Costs 3 money; Purple has 7.');
  await page.getByRole('button', { name: 'Buy access' }).click();
  await expectMoney(page, { Purple: 4, Yellow: 8 });
  await expect(page.getByTestId('tiles-Yellow')).toContainText('access: Purple');
  await atEachSize(page, (size) => picture(page, `board-${size}`, { fullPage: true }));

  // Construct: a house as the main action costs 3.
  await page.getByRole('tab', { name: 'Adjust' }).click();
  await expect(page.getByTestId('houses')).toContainText('A house costs 3 money this way');
  await page.getByRole('button', { name: 'Build house for Purple' }).click();
  await expectMoney(page, { Purple: 1 });
  await expect(page.getByTestId('houses')).toContainText('Purple: 1 of 3');

  // Upgrade: machinery (tier 2) costs 4, and Purple has 1: the screen says what is missing.
  await page.getByRole('tab', { name: 'Build' }).click();
  await choose(page, 'Builder', 'Purple');
  await choose(page, 'Resource to build', 'machinery (tier 2)');
  await expect(page.getByTestId('cost-note')).toHaveText('Costs 4 money; Purple has 1: 3 money is missing.');
  await expect(page.getByRole('button', { name: 'Apply build' })).toBeDisabled();

  // Call to Vote: the others collect income with the vote, so Purple's house gives the fleeting
  // influence Purple dedicates to it.
  await page.getByRole('tab', { name: 'Vote' }).click();
  await expect(page.getByTestId('vote-income')).toHaveText(
    'Collected with this vote (Call To Vote, Income): Purple +1 money, +1 fleeting, Yellow +1 money.',
  );
  await page.getByTestId('vote-Purple').getByText('square').click();
  await page.getByTestId('vote-Yellow').getByText('square').click();
  await page.getByLabel('Purple fleeting influence').fill('1');
  await expect(page.getByTestId('influence-square')).toHaveText('3');
  await expect(page.getByTestId('vote-result')).toContainText('square wins; Purple contributed most');
  await atEachSize(page, (size) => picture(page, `vote-${size}`, { fullPage: true }));
  await page.getByRole('button', { name: 'Record the vote' }).click();
  await expectMoney(page, { White: 7, Purple: 2, Yellow: 9 });
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('founders-history-entry').first()).toContainText(
    'Income: Purple +1 money +1 fleeting, Yellow +1 money; White called a vote',
  );
});
