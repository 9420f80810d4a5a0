import { expect, test, type Page } from './fixture';
import { pictureOf } from './pictures';

const shot = (page: Page, name: string) => pictureOf(page, `${name}`, { fullPage: true });

test('a campaign survives a level-up, an undo and a restart of the host', async ({ page, host }) => {
  await page.goto(host.url);
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await shot(page, '01-campaigns-empty');

  // Validation as you type.
  await page.getByLabel('Campaign name').fill('x');
  await page.getByLabel('Campaign name').fill('');
  await expect(page.getByText('the campaign needs a name')).toBeVisible();
  await page.getByLabel('Campaign name').fill('The Black Barrow Boys');
  await page.getByText('1st edition').click();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { name: 'The Black Barrow Boys' })).toBeVisible();
  await shot(page, '02-party');
  // 1st edition: one reputation, stopping at +20.
  await page.getByLabel('Reputation amount').fill('25');
  await page.getByRole('button', { name: 'Add amount to Reputation' }).click();
  await expect(page.getByTestId('reputation-value')).toHaveText('20');

  await page.getByRole('tab', { name: 'Characters' }).click();
  await page.getByRole('combobox', { name: 'Class' }).fill('Brute');
  await page.getByLabel('Name').fill('Grok');
  await expect(page.getByLabel('Starting gold')).toHaveValue('30');
  await page.getByRole('button', { name: 'Add character' }).click();
  await expect(page.getByTestId('character-card')).toContainText('Grok');
  await shot(page, '03-characters');

  await page.getByRole('link', { name: 'Grok' }).click();
  await expect(page.getByTestId('character-level')).toHaveText('Level 1');
  // A refused change says why and changes nothing.
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Gold -5' }).click();
  await expect(page.getByTestId('gold-value')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Gold -1' })).toBeDisabled();
  await page.getByLabel('Gold amount').fill('3');
  await page.getByRole('button', { name: 'Subtract amount from Gold' }).click();
  await expect(page.getByTestId('campaign-error')).toContainText('Gold never goes below 0. Nothing was changed.');
  await expect(page.getByTestId('gold-value')).toHaveText('0');
  await shot(page, '05-character-refused');
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Experience +10' }).click();
  await expect(page.getByTestId('xp-value')).toHaveText('40');
  await expect(page.getByTestId('level-up')).toHaveCount(0);
  await page.getByRole('button', { name: 'Experience +5' }).click();
  await expect(page.getByTestId('level-up')).toContainText('Grok reached level 2!');
  await expect(page.getByTestId('character-level')).toHaveText('Level 2');
  await shot(page, '04-level-up');

  // Undo with the button, redo and undo again with the keyboard.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('xp-value')).toHaveText('40');
  await expect(page.getByTestId('character-level')).toHaveText('Level 1');
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.getByTestId('xp-value')).toHaveText('45');
  await page.keyboard.press('Control+Z');
  await expect(page.getByTestId('xp-value')).toHaveText('40');

  const hash = new URL(page.url()).hash;
  await host.restart();
  await page.goto(`${host.url}/${hash}`);
  await expect(page.getByRole('heading', { name: 'Grok', exact: true })).toBeVisible();
  await expect(page.getByTestId('xp-value')).toHaveText('40');
  await expect(page.getByTestId('character-level')).toHaveText('Level 1');
  // The undone level-up is still in the history, and redo still works after the restart.
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByTestId('xp-value')).toHaveText('45');

  await page.goto(`${host.url}/#/`);
  await expect(page.getByTestId('campaign-card')).toContainText('The Black Barrow Boys');
  await shot(page, '06-campaigns-after-restart');
});

test('party sheet (2nd edition): faction reputation, prosperity levels, achievements, history', async ({ page, host }) => {
  await page.goto(host.url);
  await page.getByLabel('Campaign name').fill('Tidy Town');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Tidy Town' })).toBeVisible();

  // Rename the campaign and switch it to casual mode.
  await page.getByLabel('Campaign name').fill('Tidier Town');
  await page.getByLabel('Campaign name').press('Enter');
  await expect(page.getByRole('heading', { name: 'Tidier Town' })).toBeVisible();
  await page.getByText('Casual', { exact: true }).click();
  await expect(page.getByText('casual', { exact: true })).toBeVisible();
  await page.getByText('Campaign', { exact: true }).click();

  // 2nd edition: reputation with each faction, never below -10.
  await page.getByRole('button', { name: "Merchant's Guild +1" }).click();
  await expect(page.getByTestId('faction-merchants-value')).toHaveText('1');
  await page.getByLabel('Demons amount').fill('15');
  await page.getByRole('button', { name: 'Subtract amount from Demons' }).click();
  await expect(page.getByTestId('faction-demons-value')).toHaveText('-10');

  // 2nd edition: level 2 at 6 checkmarks.
  await page.getByLabel('Prosperity checkmarks amount').fill('6');
  await page.getByRole('button', { name: 'Add amount to Prosperity checkmarks' }).click();
  await expect(page.getByTestId('prosperity-level')).toHaveText('Level 2');

  await page.getByLabel('Add to Global achievements').fill('City Rule: Economic');
  await page.getByLabel('Add to Global achievements').press('Enter');
  await expect(page.getByText('City Rule: Economic')).toBeVisible();
  await shot(page, '07-party-filled');

  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await page.getByLabel('Scenario number').fill('1');
  await page.getByLabel('Name (optional)').fill('Black Barrow');
  await page.getByRole('button', { name: 'Unlock scenario' }).click();
  await page.getByTestId('scenario-1').getByRole('button', { name: 'Success' }).click();
  // A success asks who played; without content for it, it is recorded without rewards.
  await expect(page.getByTestId('record-success')).toContainText("The campaign's content has no rewards for this scenario");
  await page.getByTestId('record-success-confirm').click();
  await expect(page.getByTestId('scenario-1')).toContainText('Done for this campaign');
  await shot(page, '08-scenarios');

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-entry')).toHaveCount(9);
  await expect(page.getByTestId('history-entry').first()).toContainText('Scenario 1 completed');
  await page.getByRole('button', { name: 'Undo last change' }).click();
  await expect(page.getByTestId('history-entry').first()).toHaveAttribute('data-undone', 'true');
  await shot(page, '09-history');

  // The light theme.
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.getByRole('tab', { name: 'Party' }).click();
  await shot(page, '10-party-light');
});
