import { expect, test, type Page } from './fixture';
import { playRoundOne } from './gh2e-party';
import { gh1Campaign } from './gh1-campaign';
import { pictureOf } from './pictures';

// Seed 5: the campaign's city deck is shuffled with event 8 on top.
test.use({ actionTimeout: 15_000, data: 'gh1', seed: 5 });

/** Each step at the tablet sizes, landscape and portrait, with no sideways scrolling. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await pictureOf(page, `visit-gh1-${name}-${width}x${height}`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

/**
 * The 1st edition on GHS's gh.json: Black Barrow played and settled, back to Gloomhaven (rulebook
 * pp. 41-45): a city event from the pack, a level taken, an item bought in the shop, a donation to
 * the sanctuary; then on the road to Barrow Lair, whose road event (due from town even though it
 * is linked to Black Barrow, p. 41) must be resolved before it can be set up; the donation's two
 * blesses are in the donor's deck when it is.
 */
test('1st edition on gh.json: Black Barrow settled, a town visit, a road event into Barrow Lair', async ({ page, host, call }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  const campaignId = await gh1Campaign(call, 'Barrow Run', async (call, id) => {
    for (const [classId, name] of [
      ['brute', 'Ada'],
      ['cragheart', 'Bo'],
      ['mindthief', 'Cy'],
      ['spellweaver', 'Di'],
    ])
      await call('campaigns.execute', { campaignId: id, command: { type: 'CreateCharacter', classId, name, gold: 30 } });
    // The campaign started with city and road events 1-30 in its decks (p. 39); gh.json has some city
    // cards' texts and no road card's: a card without its text is read from the box.
  });
  const characters = (await call('campaigns.get', { campaignId })).state.characters as { id: string; name: string }[];
  const ada = characters.find((c) => c.name === 'Ada')!.id;
  // Ada earned a level's experience earlier in the campaign: it is taken in town only (p. 44).
  await call('campaigns.execute', { campaignId, command: { type: 'GainExperience', characterId: ada, amount: 45 } });

  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByTestId('whereabouts-place')).toHaveText('In Gloomhaven');
  await shots(page, '01-start');

  // Black Barrow: set up, round 1 played, the goal declared met, the settlement applied.
  await page.getByTestId('play-scenario').click();
  await expect(page.getByTestId('scenario-select')).toHaveValue(/Black Barrow/);
  await page.getByTestId('start-scenario').click();
  await expect(page.getByTestId('play')).toBeVisible();
  await playRoundOne(page);
  await page.getByTestId('end-scenario').click();
  await page.getByTestId('goal-met').click();
  await page.keyboard.press('e');
  await expect(page.getByTestId('settlement')).toContainText('Scenario won');
  await page.getByTestId('apply-settlement').click();
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();

  // At Black Barrow: no level, no shop until the party is back in Gloomhaven.
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByTestId('whereabouts-place')).toContainText('Black Barrow (completed)');
  await expect(page.getByTestId('level-up')).toHaveCount(0);
  const refused = await call('town.buy', { campaignId, characterId: ada, packId: 'ghs-gh1', itemId: 'item-3' }).catch((e) => e);
  expect(String(refused?.message ?? refused)).toContain('Ada can buy items only in Gloomhaven, and the party is at the scenario');
  await shots(page, '02-after-black-barrow');
  await page.getByTestId('return-to-town').click();
  await expect(page.getByTestId('whereabouts-place')).toHaveText('In Gloomhaven');

  // The level, taken in town.
  await page.getByTestId('level-up').click();
  await expect(page.getByTestId('level-up')).toHaveCount(0);
  expect(((await call('campaigns.get', { campaignId })).state.characters as { id: string; level?: number }[])[0]?.level).toBe(2);

  // The donation: 10 gold, once this visit.
  await page.getByRole('combobox', { name: 'Donating character' }).click();
  await page.getByRole('option', { name: /^Ada/ }).click();
  await page.getByRole('button', { name: 'Donate 10 gold' }).click();
  await expect(page.getByText('Donations to the Great Oak: 10 gold')).toBeVisible();
  await expect(page.getByText('Ada has donated this visit already.')).toBeVisible();
  // The blesses are kept for the next scenario, and the campaign screen says so.
  await expect(page.getByTestId('next-scenario-start')).toHaveText('Ada starts the next scenario with 2 blesses.');
  await shots(page, '03-in-town');

  // The city event: the campaign's deck (events 1-30, shuffled at its creation, p. 39), one drawn and resolved.
  await page.goto(`${host.url}/#/campaign/${campaignId}/town`);
  await expect(page.getByTestId('city-deck')).toContainText('30 cards');
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await page.getByTestId('draw-city-event').click();
  // City event 8, from gh.json: the card shows what its outcomes do, from the pack's effects.
  await expect(page.getByTestId('event-card')).toContainText('City event 8');
  // The party agrees on an option and turns the card; then its outcomes are read (p. 41): with
  // the gold the party holds it pays for option A, so the first outcome applies, not "otherwise".
  await page.getByTestId('turn-card').click();
  await expect(page.getByTestId('outcomes').getByTestId('outcome-applies')).toHaveCount(1);
  await expect(page.getByTestId('event-card')).toContainText('What happens');
  await shots(page, '04-city-event');
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByTestId('event-card')).toHaveCount(0);

  // The shop: Ada buys Hide Armor (item 3, two use slots) and wears it; she is given enough gold
  // first, whatever the city event cost her.
  await call('campaigns.execute', { campaignId, command: { type: 'ChangeGold', characterId: ada, amount: 20 } });
  await page.getByRole('combobox', { name: 'Buying character' }).click();
  await page.getByRole('option', { name: /^Ada/ }).click();
  await page.getByTestId('shop-item-3').getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByTestId('shop-item-3')).toContainText('Sell for 5');
  await shots(page, '05-shop');
  await call('campaigns.execute', { campaignId, command: { type: 'EquipItem', characterId: ada, item: 'Hide Armor', slot: 'body' } });

  // On the road to Barrow Lair: from town its road event is due although it is linked to Black Barrow.
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await page.getByTestId('travel-to').click();
  await page.getByRole('option', { name: /Barrow Lair/ }).click();
  await page.getByTestId('travel').click();
  await expect(page.getByTestId('whereabouts-place')).toContainText('On the road to scenario 2');
  await expect(page.getByTestId('due-road-event')).toBeVisible();
  // Setting it up now is refused: the road event comes first.
  const early = await call('scenarios.start', {
    campaignId,
    packId: 'ghs-gh1',
    scenarioId: '2',
    characterIds: characters.map((c) => c.id),
  }).catch((e) => e);
  expect(String(early?.message ?? early)).toContain('A road event is due on the way to scenario 2 "Barrow Lair"');
  await shots(page, '06-on-the-road');
  await page.getByTestId('draw-road-event').click();
  await expect(page.getByTestId('event-card')).toContainText('Road event');
  await shots(page, '07-road-event');
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByTestId('road-event-note')).toContainText('The road event is drawn');

  // Barrow Lair is set up: Ada's deck holds the donation's two blesses, her armour its two uses.
  await page.getByTestId('play-scenario').click();
  await page.getByTestId('scenario-select').click();
  await page.getByRole('option', { name: /Barrow Lair/ }).click();
  await shots(page, '08-barrow-lair-setup');
  await page.getByTestId('start-scenario').click();
  await expect(page.getByTestId('play')).toBeVisible();
  await expect(page.getByTestId(`uses-${ada}-Hide Armor`)).toHaveText('2 uses left');
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByTestId('next-scenario-start')).toHaveCount(0);
  await page.goBack();
  await page.getByTestId(`item-${ada}-Hide Armor`).click();
  // The armour's shield waits for the party's word before it is used (issue 30, point 7).
  await page.getByTestId('item-use-confirm').click();
  await expect(page.getByTestId(`uses-${ada}-Hide Armor`)).toHaveText('1 use left');
  const sessions = (await call('scenarios.list', { campaignId })) as { id: string; name: string }[];
  const lair = sessions.find((s) => s.name.includes('Barrow Lair'))!;
  const view = await call('scenarios.get', { sessionId: lair.id });
  expect((view.modifierDecks as { key: string; blesses: number }[]).find((d) => d.key === ada)?.blesses).toBe(2);
  await shots(page, '09-barrow-lair');
});
