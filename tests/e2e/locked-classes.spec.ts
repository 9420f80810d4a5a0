import { expect, test } from './fixture';

test.use({ data: 'gh1' });

test('character creation offers the starting classes, and a locked one once its box is opened', async ({ page, host, call, picture }) => {
  const campaign = await call('campaigns.create', { name: 'Sealed Boxes', edition: 'gh1' });
  const campaignId = campaign.state.id as string;
  await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['ghs-gh1'] } });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await page.getByRole('tab', { name: 'Characters' }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  // The six starting classes of the 1st edition (rulebook p. 6), none of the locked ones.
  await expect(page.getByRole('option')).toHaveCount(6);
  await expect(page.getByRole('option', { name: 'Sun' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await picture(page, '1024x768', { fullPage: true });

  await page.getByTestId('unlock-class').click();
  await page.getByRole('option', { name: 'Sun' }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await expect(page.getByRole('option')).toHaveCount(7);
  await expect(page.getByRole('option', { name: 'Sun' })).toBeVisible();
});
