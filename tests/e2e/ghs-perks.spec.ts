import { ghsTestGame } from '@shared/exchange/ghs/ghs-backup.fixture';
import { expect, test } from './fixture';

// gh.json installed: the Brute's perk sheet is the class's own.
test.use({ actionTimeout: 15_000, data: 'gh1' });

/**
 * Moving in from Gloomhaven Secretariat (issue 30): Bramble Tusk's perks, ticked [1, 0, 2] on GHS's
 * Brute sheet, arrive as the Brute's ticked perk boxes, and his attack modifier deck follows (20
 * cards, two −1 removed, four +1 added), its null card named as the play screen names it.
 */
test("a GHS backup's perks arrive as ticked boxes of the class's perk sheet, and the deck follows", async ({
  page,
  host,
  call,
  picture,
}) => {
  const imported = await call('exchange.importGhs', { text: JSON.stringify(ghsTestGame()) });
  const campaignId = imported.campaignId as string;
  const characters = (await call('campaigns.get', { campaignId })).state.characters as { id: string; name: string }[];
  const tusk = characters.find((character) => character.name === 'Bramble Tusk')!;

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/character/${tusk.id}`);
  const perks = page.getByTestId('perk-list');
  await expect(perks.getByTestId('perk-1').getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(perks.getByTestId('perk-2').getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(perks.getByTestId('perk-3').getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(perks).toContainText('Attack modifier deck (22 cards)');
  // The null card by its printed name, not the data's bare id (issue 29: "null ×1").
  await expect(perks.getByTestId('perk-deck')).toContainText('Null card ×1');
  await expect(perks.getByTestId('perk-deck')).not.toContainText(/null ×1|∅/);
  await perks.scrollIntoViewIfNeeded();
  await picture(page, 'brute-perks-1024x768');
  await page.setViewportSize({ width: 768, height: 1024 });
  await perks.scrollIntoViewIfNeeded();
  await picture(page, 'brute-perks-768x1024');
});
