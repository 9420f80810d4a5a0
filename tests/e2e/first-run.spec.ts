import { expect, test, type Page } from './fixture';
import { connectHost } from '../support/host-client';
import { peerPath } from './peer-path';
import { pictureOf } from './pictures';

test.use({ actionTimeout: 15_000 });

const shots = async (page: Page, name: string) => {
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(scrolls, `the page scrolls sideways at ${width}x${height}`).toBe(false);
    await pictureOf(page, `first-run-${name}-${width}x${height}`, { fullPage: true });
  }
};

test("a newcomer is led to import the game's data, then creates a campaign that reads it and plays from its pack", async ({
  page,
  host,
}) => {
  test.setTimeout(180_000);
  await page.goto(host.url);
  // Step one: the data. The demo pack Haven installs is not the game's data.
  const importStep = page.getByTestId('first-step-import');
  await expect(importStep).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('new-campaign-no-packs')).toContainText('Gloomhaven (2nd edition)');
  await shots(page, '01-empty');
  await page.getByTestId('first-step-import-link').click();
  await expect(page).toHaveURL(/#\/content$/);
  await page.locator('input[type=file]:not([data-testid])').setInputFiles(peerPath('ghs-data', 'gh.json'));
  await expect(page.getByTestId('import-summary')).toContainText('scenarios', { timeout: 60_000 });

  // Back on Campaigns: step one is done, and the form starts on the 1st edition with its data ticked.
  await page.goto(host.url);
  await expect(importStep).toHaveAttribute('data-done', 'true');
  await expect(importStep).toContainText('Gloomhaven (Gloomhaven Secretariat data)');
  await expect(page.getByTestId('new-campaign-edition').getByRole('radio', { name: '1st edition' })).toBeChecked();
  const packs = page.getByTestId('new-campaign-packs');
  await expect(packs.getByRole('checkbox', { name: 'Gloomhaven (Gloomhaven Secretariat data)' })).toBeChecked();
  await expect(packs.getByRole('checkbox', { name: /demo/ })).not.toBeChecked();
  await shots(page, '02-imported');

  await page.getByLabel('Campaign name').fill('Black Barrow Boys');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Black Barrow Boys' })).toBeVisible();
  const { call, close } = await connectHost(host.url);
  const [summary] = await call('campaigns.list', {});
  const { state } = await call('campaigns.get', { campaignId: summary.id });
  close();
  expect(state.edition).toBe('gh1');
  expect(state.contentPackIds).toEqual(['ghs-gh1']);

  // The play setup starts on the campaign's pack and its first scenario.
  await page.goto(`${host.url}/#/campaign/${summary.id}/play`);
  await expect(page.getByRole('combobox', { name: 'Content pack' })).toHaveValue('Gloomhaven (Gloomhaven Secretariat data)');
  await expect(page.getByTestId('scenario-select')).toHaveValue(/Black Barrow/);
});
