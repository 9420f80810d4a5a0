import { expect, test } from './fixture';
import { adaTheBrute, gh1Campaign } from './gh1-campaign';
import { atEachSize } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh1' });

/**
 * German everywhere the data has German (issue 29): Gloomhaven Secretariat's gh.json labels its
 * items and personal quests in German, so a German character sheet and play screen name Ada's
 * Minor Healing Potion "Kleiner Heiltrank" and her quest "Suche nach Xorn", as the shop already
 * names items, and her class "Barbar" on the sheet, the party's list and the play setup; the
 * campaign keeps booking them by their English names.
 */
test('a German character sheet and play screen name items, quests and the class as the data words them', async ({
  page,
  host,
  call,
  picture,
}) => {
  const campaignId = await gh1Campaign(call, 'Namen', async (call, id) => {
    await call('campaigns.execute', { campaignId: id, command: adaTheBrute('510 Seeker of Xorn') });
    await call('campaigns.execute', { campaignId: id, command: { type: 'AddItem', characterId: 'ada', item: 'Minor Healing Potion' } });
  });
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/character/ada`);
  await expect(page.getByTestId('equipment')).toContainText('Kleiner Heiltrank');
  await expect(page.getByRole('button', { name: 'Kleiner Heiltrank entfernen' })).toBeVisible();
  await expect(page.getByTestId('personal-quest')).toContainText('Suche nach Xorn');
  await expect(page.getByText('Minor Healing Potion')).toHaveCount(0);
  // Her class as gh.json words it in German, on the sheet, the party's list and the play setup.
  await expect(page.getByRole('heading', { name: 'Barbar', exact: true })).toBeVisible();
  await expect(page.getByText('Brute', { exact: true })).toHaveCount(0);
  await atEachSize(page, async (size) => {
    await page.getByTestId('equipment').scrollIntoViewIfNeeded();
    await picture(page, `sheet-${size}`);
  });

  await page.goto(`${host.url}/#/campaign/${campaignId}/characters`);
  await expect(page.getByTestId('character-card').getByText('Barbar', { exact: true })).toBeVisible();
  await page.goto(`${host.url}/#/campaign/${campaignId}/play`);
  await expect(page.getByText(/Ada.*Barbar/)).toBeVisible();
  await expect(page.getByText(/Brute/)).toHaveCount(0);

  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '1', characterIds: ['ada'] });
  await page.goto(`${host.url}/#/play/${session.id}`);
  await expect(page.getByTestId('item-ada-Minor Healing Potion')).toHaveText('Kleiner Heiltrank');
  await page.getByTestId('item-ada-Minor Healing Potion').click();
  await expect(page.getByTestId('item-use')).toContainText('Kleiner Heiltrank');
  await atEachSize(page, async (size) => picture(page, `play-${size}`));
});
