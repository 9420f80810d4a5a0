import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, test } from './fixture';

test('a campaign damaged inside the data file is named with what to do, and the others open as before (issue 26)', async ({
  page,
  host,
  call,
  picture,
}) => {
  const broken = await call('campaigns.create', { name: 'Ashes of Ironvale', edition: 'gh1', mode: 'campaign' });
  await call('campaigns.execute', { campaignId: broken.state.id, command: { type: 'RenameParty', name: 'Lantern Bearers' } });
  await call('campaigns.create', { name: 'Frost Road', edition: 'gh1', mode: 'campaign' });
  await host.stop();
  // Its saved state cut short, as damage inside a row would leave it; its history is intact.
  const raw = new BetterSqlite3(join(host.dataDir, 'haven.sqlite3'));
  raw.prepare('update campaigns set state = substr(state, 1, 60) where id = ?').run(broken.state.id);
  raw.close();
  await host.restart();

  await page.goto(host.url);
  const card = page.getByTestId('campaign-card').filter({ hasText: 'Ashes of Ironvale' });
  await expect(card).toContainText('Damaged');
  await expect(card).toContainText('Restore a backup, or export what can still be read.');
  const frostRoad = page.getByTestId('campaign-card').filter({ hasText: 'Frost Road' }).getByRole('link', { name: 'Frost Road' });
  await expect(frostRoad).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByTestId('export-damaged').click();
  expect((await download).suggestedFilename()).toBe('Ashes-of-Ironvale.haven-campaign.json');
  await expect(card.getByTestId('damaged-note')).toContainText('as its history rebuilds it');
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page, `list-${width}x${height}`, { fullPage: true });
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  }
  await frostRoad.click();
  await expect(page.getByRole('heading', { name: 'Frost Road' })).toBeVisible();
});
