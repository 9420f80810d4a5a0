import { expect, test } from '@playwright/test';
import { gh1Campaign } from './gh1-campaign';
import { hasPeerData, PEER_DATA_MISSING } from './peer-path';

test.use({ actionTimeout: 15_000 });

test('character creation offers the starting classes, and a locked one once its box is opened', async ({ page }) => {
  test.skip(!hasPeerData(), PEER_DATA_MISSING);
  test.setTimeout(180_000);
  const { host, campaignId } = await gh1Campaign(page, 'Sealed Boxes');
  try {
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
