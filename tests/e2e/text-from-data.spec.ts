import { expect, test } from './fixture';

// gh2e.json installed: the Bruiser's perks are printed with the data's icons and labels in them.
test.use({ actionTimeout: 15_000, data: 'gh2e' });

/**
 * Text from the data reads as text (issue 30, point 9): the Bruiser's perks say "loot 1", "body item"
 * and the modifier card's own words where the data wrote %game.action.loot%1, %game.itemSlot:body%
 * and %data.custom.gh2e.bruiser.1%.
 */
test("a 2nd-edition class's perks read as the card prints them, with no placeholder left, and its quest is a card", async ({
  page,
  host,
  call,
  picture,
}) => {
  const campaign = await call('campaigns.create', { name: 'Perks', edition: 'gh2', mode: 'campaign' });
  const campaignId = campaign.state.id as string;
  await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['ghs-gh2'] } });
  await call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId: 'bruiser', name: 'Brak', gold: 15 } });
  const brak = ((await call('campaigns.get', { campaignId })).state.characters as { id: string }[])[0]!.id;

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/character/${brak}`);
  const perks = page.getByTestId('perk-list');
  await expect(perks.getByTestId('perk-10')).toContainText('you may perform: loot 1, if this ability loots');
  await expect(perks.getByTestId('perk-10')).toContainText('you may recover one body item');
  await expect(perks).not.toContainText('%');
  // A 2nd-edition quest is a card of the content whose requirements the data does not give.
  await call('campaigns.execute', { campaignId, command: { type: 'SetPersonalQuest', characterId: brak, quest: 'Aberrant Slayer' } });
  await expect(page.getByTestId('quest-unknown')).toHaveText(
    '“Aberrant Slayer” has no requirements in the content’s data: read them on the card; retiring asks you to confirm it is fulfilled.',
  );
  await perks.getByTestId('perk-3').scrollIntoViewIfNeeded();
  await picture(page, 'bruiser-perks-1024x768');
  await page.setViewportSize({ width: 768, height: 1024 });
  await picture(page, 'bruiser-perks-768x1024', { fullPage: true });
});
