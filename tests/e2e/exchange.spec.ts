import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newDataDir, startHostProcess } from './host-process';
import { pictureOf } from './pictures';

const shot = (page: Page, name: string) => pictureOf(page, `${name}`, { fullPage: true });

test('a campaign exported on one machine is imported on another through the screens; a GHS backup too', async ({ page }) => {
  const first = await startHostProcess(newDataDir());
  const second = await startHostProcess(newDataDir());
  try {
    await page.goto(first.url);
    await page.getByLabel('Campaign name').fill('Ashes of Ironvale');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page.getByRole('heading', { name: 'Ashes of Ironvale' })).toBeVisible();
    await page.getByRole('tab', { name: 'Characters' }).click();
    await page.getByLabel('Class', { exact: true }).first().fill('Spellweaver');
    await page.getByLabel('Name').fill('Ember Vale');
    await page.getByLabel('Starting gold').fill('30');
    await page.getByRole('button', { name: 'Add character' }).click();
    await expect(page.getByTestId('character-card')).toContainText('Ember Vale');

    await page.getByTestId('campaign-file-menu').click();
    await expect(page.getByTestId('print-campaign')).toBeVisible();
    await shot(page, 'exchange-01-menu');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-campaign').click();
    const file = join(tmpdir(), `haven-e2e-${Date.now()}.haven-campaign.json`);
    await (await download).saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'haven-campaign', version: 1 });

    // The print view: the summary page in its own window, with the print stylesheet inside.
    await page.getByTestId('campaign-file-menu').click();
    const popup = page.waitForEvent('popup');
    await page.getByTestId('print-campaign').click();
    const view = await popup;
    await expect(view.getByRole('heading', { name: 'Ashes of Ironvale' })).toBeVisible();
    await expect(view.locator('td').filter({ hasText: 'Ember Vale' })).toBeVisible();
    await pictureOf(view, 'exchange-02-print-view', { fullPage: true });
    await view.close();

    // The other machine: import the file, then a broken one, then a GHS backup.
    await page.goto(second.url);
    await expect(page.getByText('No campaigns yet')).toBeVisible();
    await page.getByTestId('import-campaign').click();
    await page.locator('input[type=file]').setInputFiles(file);
    await expect(page.getByTestId('import-outcome')).toContainText('Ashes of Ironvale');
    await shot(page, 'exchange-03-imported');
    await page.getByRole('link', { name: 'Open Ashes of Ironvale' }).click();
    await page.getByRole('tab', { name: 'Characters' }).click();
    await expect(page.getByTestId('character-card')).toContainText('Ember Vale');

    await page.goto(second.url);
    const broken = join(tmpdir(), `haven-e2e-broken-${Date.now()}.json`);
    writeFileSync(broken, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version: 9 }));
    await page.locator('input[type=file]').setInputFiles(broken);
    await expect(page.getByTestId('import-error')).toContainText('written by a newer Haven');
    await expect(page.getByTestId('import-error')).toContainText('update Haven to import it). Nothing was changed.');
    await expect(page.getByTestId('campaign-card')).toHaveCount(1);
    await shot(page, 'exchange-04-refused');

    const ghs = join(tmpdir(), `ghs-game-${Date.now()}.json`);
    writeFileSync(ghs, JSON.stringify(ghsGame()));
    await page.locator('input[type=file]').setInputFiles(ghs);
    await expect(page.getByTestId('import-outcome')).toContainText('What could not be carried over');
    await shot(page, 'exchange-05-ghs');
    await expect(page.getByTestId('campaign-card')).toHaveCount(2);
  } finally {
    await first.stop();
    await second.stop();
  }
});

/** A small GHS game export, written from GHS's documented model (nothing from a real backup). */
function ghsGame() {
  return {
    revision: 3,
    edition: 'gh',
    characters: [
      {
        name: 'scoundrel',
        edition: 'gh',
        title: 'Nim Quickfinger',
        level: 1,
        progress: { experience: 20, gold: 31, items: [{ name: '2', edition: 'gh' }], perks: [1], battleGoals: 1, retired: false },
      },
    ],
    party: {
      name: 'Gutter Saints',
      edition: 'gh',
      reputation: -2,
      prosperity: 1,
      donations: 10,
      campaignMode: true,
      scenarios: [{ index: '1', edition: 'gh' }],
      location: 'Sleeping Lion',
    },
  };
}
