import { expect, test, type Page } from '@playwright/test';
import { backupsADayOlder } from '../support/backups';
import { newDataDir, startHostProcess } from './host-process';
import { pictureOf } from './pictures';

const shot = (page: Page, name: string) => pictureOf(page, `${name}`, { fullPage: true });

async function createCampaign(page: Page, name: string) {
  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test("the day's backup is listed under Backups and restoring it brings the campaigns back as they were", async ({ page }) => {
  const dataDir = newDataDir();
  const first = await startHostProcess(dataDir);
  await page.goto(first.url);
  await createCampaign(page, 'Ashes of Ironvale');
  await first.stop();
  // The file's first backup was written when it was created; as if that was yesterday, the next
  // start is the first open of a day: the day's backup, with the campaign.
  backupsADayOlder(dataDir);
  const host = await startHostProcess(dataDir);
  try {
    await page.goto(host.url);
    await createCampaign(page, 'A Mistake');
    await page.getByRole('link', { name: 'Backups' }).click();
    await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
    await expect(page.getByTestId('backup-card')).toHaveCount(2);
    const card = page.getByTestId('backup-card').first();
    await expect(card).toContainText('1 campaign');
    await expect(card).toContainText('Daily');
    for (const [width, height] of [
      [1024, 768],
      [768, 1024],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, `backups-01-list-${width}x${height}`);
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    }
    const restore = card.getByRole('button', { name: 'Restore…' });
    expect((await restore.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    await restore.click();
    await expect(page.getByText('Everything since then is replaced')).toBeVisible();
    await page.setViewportSize({ width: 768, height: 1024 });
    await shot(page, 'backups-02-confirm-768x1024');
    await page.getByTestId('confirm-restore').click();
    await expect(page.getByTestId('restored')).toContainText('Restored the backup from');
    await expect(page.getByTestId('restored')).toContainText('The data you had until now was kept first: it is in the backup from');
    await expect(page.getByTestId('backup-card')).toHaveCount(3);
    await expect(page.getByTestId('backup-card').filter({ hasText: 'Before a restore' })).toContainText('2 campaigns');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'backups-03-restored-1024x768');

    await page.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page.getByText('Ashes of Ironvale')).toBeVisible();
    await expect(page.getByText('A Mistake')).toHaveCount(0);
  } finally {
    await host.stop();
  }
});
