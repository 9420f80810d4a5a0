import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixture';
import { pictureOf } from './pictures';

const shot = (page: Page, name: string) => pictureOf(page, `${name}`, { fullPage: true });

// GHS's gh.json imported (content-import.spec.ts and first-run.spec.ts import it through the screen).
test.use({ data: 'gh1', seed: 1 });

test('a truncated content file is refused, a class from the pack, the shop and an event card', async ({ page, host }) => {
  {
    // Content: the demo pack and the GHS file are there; a truncated file is refused, nothing changed.
    await page.goto(`${host.url}/#/content`);
    await expect(page.getByTestId('pack-card')).toHaveCount(3);
    const bad = join(host.dataDir, 'broken.json');
    writeFileSync(bad, '{"edition": "gh", "monsters": [');
    await page.locator('input[type=file]:not([data-testid])').setInputFiles(bad);
    await expect(page.getByTestId('import-error')).toContainText('broken.json');
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

    // The campaign started with city events 1-30 shuffled (1st ed. rulebook p. 39).
    await expect(page.getByTestId('city-deck')).toContainText('30 cards');
    await page.getByRole('button', { name: 'Draw a city event' }).click();
    await expect(page.getByTestId('event-card')).toBeVisible();
    await expect(page.getByTestId('city-deck')).toContainText('29 cards');
    await shot(page, 'town-02-event');
    await page.getByRole('radio', { name: 'Return under the deck' }).check();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByTestId('event-card')).toHaveCount(0);
    await expect(page.getByTestId('city-deck')).toContainText('30 cards');
    await shot(page, 'town-03-shop');
  }
});

test('scenarios read their names, requirements and unlocks from the campaign content', async ({ page, host }) => {
  {
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
    // Barrow Lair, unlocked by hand, takes its name from the content and its requirements (Black Barrow completed, First Steps).
    await page.getByLabel('Scenario number').fill('2');
    await page.getByRole('button', { name: 'Unlock scenario' }).click();
    await expect(page.getByTestId('scenario-2')).toContainText('Barrow Lair');
    await expect(page.getByTestId('scenario-2')).toContainText('needs scenario 1 completed');
    // A success recorded by hand gains Black Barrow's rewards from the content (issue 29, point 4): First Steps among them.
    await page.getByTestId('scenario-1').getByRole('button', { name: 'Success' }).click();
    await page.getByTestId('record-success-confirm').click();
    await expect(page.getByTestId('scenario-2')).toContainText('requirements met');
    await pictureOf(page, 'town-04-scenarios', { fullPage: true });
  }
});
