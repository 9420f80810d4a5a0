import { expect, test } from '@playwright/test';
import { connectHost } from '../support/host-client';
import { newDataDir, startHostProcess } from './host-process';
import { hasPeerData, PEER_DATA_MISSING, peerPath } from './peer-path';

test.use({ actionTimeout: 15_000 });

test('character creation offers the starting classes, and a locked one once its box is opened', async ({ page }) => {
  test.skip(!hasPeerData(), PEER_DATA_MISSING);
  test.setTimeout(180_000);
  const host = await startHostProcess(newDataDir());
  try {
    await page.goto(`${host.url}/#/content`);
    await page.locator('input[type=file]:not([data-testid])').setInputFiles(peerPath('ghs-data', 'gh.json'));
    await expect(page.getByTestId('import-summary')).toContainText('scenarios', { timeout: 60_000 });
    const { call, close } = await connectHost(host.url);
    const campaign = await call('campaigns.create', { name: 'Sealed Boxes', edition: 'gh1' });
    const campaignId = campaign.state.id as string;
    await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['ghs-gh1'] } });
    close();

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
    await page.getByRole('tab', { name: 'Characters' }).click();
    await page.getByRole('combobox', { name: 'Class' }).click();
    // The six starting classes of the 1st edition (rulebook p. 6), none of the locked ones.
    await expect(page.getByRole('option')).toHaveCount(6);
    await expect(page.getByRole('option', { name: 'Sun' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: 'test-results/screens/locked-classes-1024x768.png', fullPage: true });

    await page.getByTestId('unlock-class').click();
    await page.getByRole('option', { name: 'Sun' }).click();
    await page.getByRole('combobox', { name: 'Class' }).click();
    await expect(page.getByRole('option')).toHaveCount(7);
    await expect(page.getByRole('option', { name: 'Sun' })).toBeVisible();
  } finally {
    await host.stop();
  }
});
