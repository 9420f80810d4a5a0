import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { peerPath } from './peer-path';
import { newDataDir, startHostProcess } from './host-process';
import { test as fixtureTest } from './fixture';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

fixtureTest.describe('a town on the demo pack, its event decks drawn from a pinned seed', () => {
  fixtureTest.use({ seed: 31 });
  fixtureTest('content import, a class from the pack, the shop and an event card', async ({ page, host }) => {
    const { dataDir } = host;
    {
      // Content: the demo pack is there on a first run; a truncated file is refused; the GHS file imports.
      await page.goto(`${host.url}/#/content`);
      await expect(page.getByTestId('pack-card')).toHaveCount(2);
      const bad = join(dataDir, 'broken.json');
      writeFileSync(bad, '{"edition": "gh", "monsters": [');
      await page.locator('input[type=file]:not([data-testid])').setInputFiles(bad);
      await expect(page.getByTestId('import-error')).toContainText('broken.json');
      await expect(page.getByTestId('pack-card')).toHaveCount(2);
      await page.locator('input[type=file]:not([data-testid])').setInputFiles(peerPath('ghs-data', 'gh.json'));
      await expect(page.getByTestId('import-summary')).toContainText('133 items', { timeout: 30_000 });
      await expect(page.getByTestId('pack-card')).toHaveCount(3);
      await shot(page, 'town-01-content');

      // A campaign reading the demo pack.
      await page.goto(host.url);
      await page.getByLabel('Campaign name').fill('Mill Town');
      await page.getByText('1st edition').click();
      // The form offers the imported data, ticked: this campaign reads the demo pack alone.
      await page.getByTestId('new-campaign-packs').getByRole('checkbox', { checked: true }).uncheck();
      await page.getByRole('button', { name: 'Create campaign' }).click();
      await page.getByRole('tab', { name: 'Town' }).click();
      await page.getByRole('combobox', { name: 'Content packs of this campaign' }).click();
      await page.getByRole('option', { name: 'Haven demo: The Sunken Mill' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('shop')).toContainText('Reed Sandals');

      await page.getByRole('tab', { name: 'Characters' }).click();
      await page.getByRole('combobox', { name: 'Class' }).fill('Reedwalker');
      await page.getByLabel('Name').fill('Wren');
      await page.getByRole('button', { name: 'Deal two' }).click();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Add character' }).click();
      await expect(page.getByTestId('character-card')).toContainText('Wren');

      await page.getByRole('tab', { name: 'Town' }).click();
      await page.getByTestId('shop-item-1').getByRole('button', { name: 'Buy' }).click();
      await expect(page.getByTestId('shop-item-1')).toContainText('Sell for 7');
      await expect(page.getByTestId('shop-item-1')).toContainText('1 / 2');

      // The campaign began with city events 1-30 in its deck (1st ed. rulebook p. 39), the demo's among them.
      await expect(page.getByTestId('city-deck')).toContainText('30 cards');
      await page.getByRole('button', { name: 'Draw a city event' }).click();
      await expect(page.getByTestId('event-card')).toBeVisible();
      await shot(page, 'town-02-event');
      await page.getByRole('radio', { name: 'Return under the deck' }).check();
      await page.getByRole('button', { name: 'Resolve' }).click();
      await expect(page.getByTestId('event-card')).toHaveCount(0);
      await expect(page.getByTestId('city-deck')).toContainText('30 cards');
      await shot(page, 'town-03-shop');
    }
  });
});

test('scenarios read their names, requirements and unlocks from the campaign content', async ({ page }) => {
  const host = await startHostProcess(newDataDir());
  try {
    await page.goto(`${host.url}/#/content`);
    await page.locator('input[type=file]:not([data-testid])').setInputFiles(peerPath('ghs-data', 'gh.json'));
    await expect(page.getByTestId('import-summary')).toContainText('96 scenarios', { timeout: 30_000 });
    await page.goto(host.url);
    await page.getByLabel('Campaign name').fill('Barrow Run');
    await page.getByText('1st edition').click();
    // The pack is chosen in Town below, not in the form.
    await page.getByTestId('new-campaign-packs').getByRole('checkbox', { checked: true }).uncheck();
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('tab', { name: 'Town' }).click();
    await page.getByRole('combobox', { name: 'Content packs of this campaign' }).click();
    await page.getByRole('option', { name: 'Gloomhaven (Gloomhaven Secretariat data)' }).click();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Scenarios' }).click();
    await page.getByLabel('Scenario number').fill('1');
    await expect(page.getByLabel('Name (optional)')).toHaveAttribute('placeholder', 'Black Barrow');
    // Choosing the pack opened Black Barrow already (the data's initial scenario).
    await expect(page.getByTestId('scenario-1')).toContainText('Black Barrow');
    await page.getByTestId('scenario-1').getByRole('button', { name: 'Success' }).click();
    await page.getByTestId('scenario-1').getByRole('button', { name: 'Unlock 2' }).click();
    await expect(page.getByTestId('scenario-2')).toContainText('Barrow Lair');
    // Barrow Lair needs the party achievement First Steps.
    await expect(page.getByTestId('scenario-2')).toContainText('needs party achievement First Steps');
    await page.getByRole('tab', { name: 'Party' }).click();
    await page.getByLabel('Add to Party achievements').fill('First Steps');
    await page.getByLabel('Add to Party achievements').press('Enter');
    await page.getByRole('tab', { name: 'Scenarios' }).click();
    await expect(page.getByTestId('scenario-2')).toContainText('requirements met');
    await page.screenshot({ path: 'test-results/screens/town-04-scenarios.png', fullPage: true });
  } finally {
    await host.stop();
  }
});
