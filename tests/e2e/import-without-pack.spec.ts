import { writeFileSync } from 'node:fs';
import { expect, test } from './fixture';

/**
 * A campaign file imported where its content pack is not installed (issue 29): the sentence names
 * the pack by its title, says to import it under Content first, and nothing is added.
 */
test('a campaign imported without its content pack names the pack by its title and changes nothing', async ({
  page,
  host,
  call,
  picture,
}, testInfo) => {
  const campaignId = (await call('campaigns.create', { name: 'Mill Road', edition: 'gh1' })).state.id as string;
  await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['haven-demo-gh1'] } });
  const { text } = await call<{ text: string }>('exchange.exportCampaign', { campaignId });
  await call('campaigns.delete', { campaignId, confirmName: 'Mill Road' });
  await call('content.remove', { packId: 'haven-demo-gh1' });
  const file = testInfo.outputPath('mill-road.haven-campaign.json');
  writeFileSync(file, text);

  await page.goto(host.url);
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(file);
  const error = page.getByTestId('import-error');
  await expect(error).toContainText(
    'This campaign is played with the content pack "Haven demo: The Sunken Mill", which is not installed here. Import it under Content first',
  );
  await expect(error).not.toContainText('haven-demo');
  await picture(page, 'import-refused');
  await expect(page.getByText('No campaigns yet')).toBeVisible();
});
