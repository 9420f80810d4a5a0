import { expect, test, type Page } from '@playwright/test';
import { newDataDir, startHostProcess } from './host-process';
import { pictureOf } from './pictures';

const shot = (page: Page, name: string) => pictureOf(page, `founders-${name}`, { fullPage: true });

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectPoints(page: Page, points: Record<string, number>): Promise<void> {
  for (const [colour, value] of Object.entries(points)) await expect(page.getByTestId(`points-${colour}`)).toHaveText(String(value));
}

/** Puts a tile the example has on the board, without a trade (nothing paid; costs are founders-costs.spec's). */
async function importTile(page: Page, resource: string, owner?: string): Promise<void> {
  await choose(page, 'Resource', resource);
  if (owner) await choose(page, 'Owner', owner);
  await page.getByText('No trade', { exact: true }).click();
  await page.getByRole('button', { name: 'Import tile' }).click();
  await expect(page.getByTestId(`tiles-${owner ?? 'neutral'}`)).toContainText(`${resource} 1`);
}

async function build(page: Page, builder: string, resource: string): Promise<void> {
  await page.getByRole('tab', { name: 'Build' }).click();
  await choose(page, 'Builder', builder);
  await choose(page, 'Resource to build', resource);
}

/** Places a building needing only stone, neutral in the game, and waits for its completion token. */
async function placeNeutralBuilding(page: Page, name: string, tokens: number): Promise<void> {
  await page.getByRole('tab', { name: 'Board' }).click();
  await page.getByLabel('Building name').fill(name);
  await choose(page, 'Required resource 1', 'stone');
  await page.getByLabel('Points 1').fill('2');
  await page.getByRole('button', { name: 'Place building' }).click();
  await expect(page.getByTestId('completion-tokens')).toHaveText(`Completion tokens ${tokens} / 6`);
}

// Rulebook, Delivering Resources and Earning Points, example 5: White builds government from his
// jewelry and Purple's books (made from Yellow's crops and Purple's knowledge) and delivers it to the
// Merchant's Guild. "In total, White earns 8 points, Purple earns 6 points and Yellow earns 2 points."
test('scores the rulebook example 5 through the screen, with undo, redo, a vote, income and the end tally', async ({ page }) => {
  // A whole game through the screen and a host restart: about a minute on a busy machine.
  test.setTimeout(150_000);
  const dataDir = newDataDir();
  let host = await startHostProcess(dataDir);
  try {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Founders of Gloomhaven' }).click();
    await expect(page.getByText('No Founders games yet')).toBeVisible();

    await page.getByLabel('Game name').fill('Example 5');
    await page.getByLabel('Player 1 colour').fill('White');
    await page.getByLabel('Player 1 race').fill('Harrower');
    await page.getByLabel('Player 2 colour').fill('Purple');
    await page.getByLabel('Player 2 race').fill('Quatryl');
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByLabel('Player 3 colour').fill('Yellow');
    await page.getByLabel('Player 3 race').fill('Orchid');
    // White pays for both of his upgrades in the example (4 and 6): more than the 7 of Setup.
    await page.getByLabel('Starting money').fill('12');
    // A 3-player game has two neutral resources (Neutral Buildings).
    await page.getByText('metal', { exact: true }).click();
    await page.getByText('stone', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'stone' })).toBeChecked();
    await shot(page, '01-new-game');
    await page.getByRole('button', { name: 'Create game' }).click();
    await expect(page.getByRole('heading', { name: 'Example 5' })).toBeVisible();
    await expectPoints(page, { White: 0, Purple: 0, Yellow: 0 });

    // The basic resources of the example, and a neutral stone stall.
    await importTile(page, 'gems', 'White');
    await importTile(page, 'crops', 'Yellow');
    await importTile(page, 'knowledge', 'Purple');
    await importTile(page, 'stone');

    // Jewelry and books are on the board in the example; building them pays their basics 1 each.
    await build(page, 'White', 'jewelry (tier 2)');
    await expect(page.getByTestId('payout-total-White')).toHaveText('White +1');
    await page.getByRole('button', { name: 'Apply build' }).click();
    await build(page, 'Purple', 'books (tier 2)');
    await expect(page.getByTestId('payout-total-Yellow')).toHaveText('Yellow +1');
    await page.getByRole('button', { name: 'Apply build' }).click();
    await expectPoints(page, { White: 1, Purple: 1, Yellow: 1 });

    await page.getByRole('tab', { name: 'Board' }).click();
    await page.getByLabel('Building name').fill("Merchant's Guild");
    await choose(page, 'Required resource 1', 'brick');
    await page.getByLabel('Points 1').fill('6');
    await page.getByRole('button', { name: 'Add required resource' }).click();
    await choose(page, 'Required resource 2', 'government');
    await page.getByLabel('Points 2').fill('10');
    await page.getByRole('button', { name: 'Place building' }).click();
    await expect(page.getByTestId('building-merchants-guild')).toContainText('government');
    await shot(page, '02-board');

    // Building the government: "White earns 2 points, Purple earns 3 points, and Yellow earns 1 point".
    await build(page, 'White', 'government (tier 3)');
    await expect(page.getByTestId('payout-line')).toHaveCount(5);
    await expect(page.getByTestId('payout-total-White')).toHaveText('White +2');
    await expect(page.getByTestId('payout-total-Purple')).toHaveText('Purple +3');
    await expect(page.getByTestId('payout-total-Yellow')).toHaveText('Yellow +1');
    await expectPoints(page, { White: 1, Purple: 1, Yellow: 1 });
    await shot(page, '03-build-preview');
    await page.getByRole('button', { name: 'Apply build' }).click();
    await expectPoints(page, { White: 3, Purple: 4, Yellow: 2 });

    // The delivery: "White earns 6 points, Purple earns 3 and Yellow earns 1."
    await page.getByRole('tab', { name: 'Deliver' }).click();
    await choose(page, 'Resource tile delivered', 'government 1 · White');
    await expect(page.getByTestId('payout-total-White')).toHaveText('White +6');
    await expect(page.getByTestId('payout-total-Purple')).toHaveText('Purple +3');
    await expect(page.getByTestId('payout-total-Yellow')).toHaveText('Yellow +1');
    await shot(page, '04-deliver-preview');
    await page.getByRole('button', { name: 'Apply delivery' }).click();
    // 1 point each before the example, then White +8, Purple +6, Yellow +2 as the rulebook totals.
    await expectPoints(page, { White: 1 + 8, Purple: 1 + 6, Yellow: 1 + 2 });

    // Undo with the button, then redo and undo again with the keyboard.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectPoints(page, { White: 3, Purple: 4, Yellow: 2 });
    await page.getByRole('heading', { name: 'Example 5' }).click();
    await page.keyboard.press('Control+Shift+Z');
    await expectPoints(page, { White: 9, Purple: 7, Yellow: 3 });
    await page.keyboard.press('Control+Z');
    await expectPoints(page, { White: 3, Purple: 4, Yellow: 2 });
    await page.keyboard.press('Control+Shift+Z');
    await expectPoints(page, { White: 9, Purple: 7, Yellow: 3 });

    // A refused change says why and changes nothing.
    await page.getByRole('tab', { name: 'Adjust' }).click();
    await choose(page, 'Player', 'White');
    await page.getByLabel('Money', { exact: true }).fill('-100');
    await page.getByLabel('Reason (shown in the history)').fill('a slip');
    await page.getByRole('button', { name: 'Apply change' }).click();
    await expect(page.getByTestId('founders-error')).toContainText(
      'White has 2 money and cannot lose 100; lower the change. Nothing was changed.',
    );
    // 12 less the upgrades of jewelry (4) and government (6).
    await expect(page.getByTestId('money-White')).toHaveText('2');
    await shot(page, '05-refused');

    // Call to Vote: the others collect income (unique resources owned) with the vote.
    await page.getByRole('tab', { name: 'Vote' }).click();
    await expect(page.getByTestId('vote-income')).toHaveText(
      'Collected with this vote (Call To Vote, Income): Purple +2 money, Yellow +1 money.',
    );
    await page.getByTestId('vote-Purple').getByText('square').click();
    await expect(page.getByTestId('influence-circle')).toHaveText('2');
    await expect(page.getByTestId('vote-result')).toContainText(
      'circle wins; Yellow places the building (White, Yellow tied for the most influence',
    );
    await shot(page, '06-vote');
    await page.getByRole('button', { name: 'Record the vote' }).click();
    // Purple paid 4 for books, Yellow nothing: 12 - 4 + 2 and 12 + 1.
    await expect(page.getByTestId('money-Purple')).toHaveText('10');
    await expect(page.getByTestId('money-Yellow')).toHaveText('13');

    // End of the Game: the game ends only once six completion tokens are placed.
    await page.getByRole('tab', { name: 'Income & end' }).click();
    await expect(page.getByTestId('end-not-triggered')).toHaveText('The game can be ended once 6 completion tokens are placed; 0 so far.');
    await expect(page.getByRole('button', { name: 'End the game' })).toBeDisabled();
    // Six buildings needing only the neutral stone each complete as they are placed (Neutral Buildings).
    for (let index = 1; index <= 6; index += 1) await placeNeutralBuilding(page, `Quarry ${index}`, index);
    await expect(page.getByText('End of the game triggered')).toBeVisible();

    // Lasting influence 1 point each, each 4 money 1 point.
    await page.getByRole('tab', { name: 'Income & end' }).click();
    await expect(page.getByTestId('end-not-triggered')).toHaveCount(0);
    // White 9 + 2 money (0); Purple 7 + 10 money (2); Yellow 3 + 13 money (3). White and Purple tie,
    // and White holds the active player token: "the tied player closest to the current active player".
    await expect(page.getByTestId('tally-total-White')).toHaveText('9');
    await expect(page.getByTestId('tally-total-Purple')).toHaveText('9');
    await expect(page.getByTestId('tally-total-Yellow')).toHaveText('6');
    await page.getByRole('button', { name: 'End the game' }).click();
    await expect(page.getByTestId('winner')).toHaveText('White wins');
    await expectPoints(page, { White: 9, Purple: 9, Yellow: 6 });
    await shot(page, '07-final-scores');

    await page.getByRole('tab', { name: 'History' }).click();
    // The vote's income is the vote's own entry (Call To Vote), not one of its own.
    await expect(page.getByTestId('founders-history-entry')).toHaveCount(11 + 6);
    await expect(page.getByTestId('founders-history-entry').nth(2 + 6)).toContainText(
      "White delivered government to Merchant's Guild: White +6, Purple +3, Yellow +1",
    );
    await shot(page, '08-history');

    // Everything survives a restart of the host, undo included.
    const hash = new URL(page.url()).hash;
    await host.stop();
    host = await startHostProcess(dataDir);
    await page.goto(`${host.url}/${hash}`);
    await expectPoints(page, { White: 9, Purple: 9, Yellow: 6 });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await shot(page, '10-board-light');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByTestId('winner')).toHaveCount(0);
    await expectPoints(page, { White: 9, Purple: 7, Yellow: 3 });

    await page.getByRole('link', { name: 'Founders games' }).click();
    await expect(page.getByTestId('founders-game-card')).toContainText('Example 5');
    await shot(page, '09-list');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByLabel('Game name').fill('Example 5');
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText('No Founders games yet')).toBeVisible();
  } finally {
    await host.stop();
  }
});

// Rulebook, Neutral Buildings: "If a player builds a machinery building using a neutral metal
// resource, the only point awarded is to the owner of the knowledge tile", and delivering that
// machinery for 4 gives the knowledge 1, loses 2 for the metal and leaves the machinery's owner 1.
test('a game with its resources entered from the tiles scores a neutral metal as the rulebook says', async ({ page }) => {
  const host = await startHostProcess(newDataDir());
  try {
    await page.goto(`${host.url}/#/founders`);
    await page.getByLabel('Game name').fill('Neutral metal');
    await page.getByLabel('Player 1 colour').fill('White');
    await page.getByLabel('Player 1 race').fill('Human');
    await page.getByLabel('Player 2 colour').fill('Purple');
    await page.getByLabel('Player 2 race').fill('Savvas');
    await page.getByText('Enter from my tiles').click();
    await page.getByRole('combobox', { name: 'Neutral resources' }).fill('metal');
    await page.getByRole('combobox', { name: 'Neutral resources' }).press('Enter');
    await page.getByRole('button', { name: 'Create game' }).click();
    await expect(page.getByRole('heading', { name: 'Neutral metal' })).toBeVisible();

    await page.getByRole('tab', { name: 'Resources' }).click();
    await page.getByLabel('Resource', { exact: true }).fill('knowledge');
    await page.getByRole('button', { name: 'Enter resource' }).click();
    await expect(page.getByRole('cell', { name: 'knowledge' })).toBeVisible();
    await page.getByLabel('Resource', { exact: true }).fill('machinery');
    await page.getByText('Tier 2', { exact: true }).click();
    await choose(page, 'Prerequisite 1', 'metal');
    await page.getByLabel('Points printed').fill('1');
    await page.getByRole('button', { name: 'Add prerequisite' }).click();
    await choose(page, 'Prerequisite 2', 'knowledge');
    await page.getByLabel('Points printed').nth(1).fill('1');
    await page.getByRole('button', { name: 'Enter resource' }).click();
    await expect(page.getByRole('cell', { name: 'metal 1, knowledge 1' })).toBeVisible();
    await shot(page, '11-resources-entered');

    await page.getByRole('tab', { name: 'Board' }).click();
    await importTile(page, 'metal');
    await importTile(page, 'knowledge', 'Purple');
    await page.getByLabel('Building name').fill('Some Guild');
    await choose(page, 'Required resource 1', 'machinery');
    await page.getByLabel('Points 1').fill('4');
    await page.getByRole('button', { name: 'Place building' }).click();

    await build(page, 'White', 'machinery (tier 2)');
    await expect(page.getByTestId('payout-total-Purple')).toHaveText('Purple +1');
    await expect(page.getByTestId('payout-total-White')).toHaveCount(0);
    await expect(page.getByTestId('payout-lost')).toHaveText('2 lost to neutral tiles');
    await shot(page, '12-neutral-build-preview');
    await page.getByRole('button', { name: 'Apply build' }).click();
    await expectPoints(page, { White: 0, Purple: 1 });

    await page.getByRole('tab', { name: 'Deliver' }).click();
    await choose(page, 'Resource tile delivered', 'machinery 1 · White');
    await expect(page.getByTestId('payout-total-White')).toHaveText('White +1');
    await expect(page.getByTestId('payout-total-Purple')).toHaveText('Purple +1');
    await expect(page.getByTestId('payout-lost')).toHaveText('2 lost to neutral tiles');
    await page.getByRole('button', { name: 'Apply delivery' }).click();
    await expectPoints(page, { White: 1, Purple: 2 });
    await expect(page.getByTestId('completion-tokens')).toHaveText('Completion tokens 1 / 6');
  } finally {
    await host.stop();
  }
});
