import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../main/host';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { TownView } from '@shared/ipc/town-types';
import { startTestHost, valueOf } from '../support/test-host';

let host: Host;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());
const value = valueOf(() => host);

describe('the town, from the demo pack', () => {
  it('buys at the reputation price, sells back at half, deals personal quests, runs an event', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Town', edition: 'gh1' });
    const campaignId = state.id;
    await value('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['haven-demo-gh1'] } });
    await value('campaigns.execute', {
      campaignId,
      command: { type: 'CreateCharacter', characterId: 'a', classId: 'Reedwalker', name: 'Ana', gold: 30 },
    });
    await value('campaigns.execute', { campaignId, command: { type: 'SetReputation', value: 3 } });

    const town = await value<TownView>('town.view', { campaignId });
    // The classes alone are the view's classes.
    expect(await value('town.classes', { campaignId })).toEqual(town.classes);
    expect(town.classes.map((c) => c.name)).toContain('Reedwalker');
    const sandals = town.shop.find((i) => i.name === 'Reed Sandals')!;
    expect(sandals).toMatchObject({ price: 14, inStock: 2, isInShop: true });
    expect(town.shop.find((i) => i.name === 'Millstone Buckler')).toMatchObject({ isInShop: false });

    const { campaign: bought, town: afterBuying } = await value<{ campaign: CampaignView; town: TownView }>('town.buy', {
      campaignId,
      characterId: 'a',
      packId: sandals.packId,
      itemId: sandals.id,
    });
    expect(bought.state.characters[0]).toMatchObject({ gold: 16, items: ['Reed Sandals'] });
    // The answer carries the shop as it now is, so the screen reads nothing again.
    expect(afterBuying.shop.find((i) => i.name === 'Reed Sandals')).toMatchObject({ inStock: 1, owners: ['a'] });
    const refused = await host.invoke('town.buy', { campaignId, characterId: 'a', packId: sandals.packId, itemId: 'item-3' });
    expect(!refused.ok && refused.error).toMatch(/not in the shop yet.*Nothing was changed/);
    // An item of a pack the campaign does not use is refused by the pack's name (checked inside the
    // purchase's transaction), and nothing changed.
    const otherPack = await host.invoke('town.buy', { campaignId, characterId: 'a', packId: 'haven-demo-gh2', itemId: sandals.id });
    expect(!otherPack.ok && otherPack.error).toMatch(
      /does not use the content pack ".+"; choose it under Content first.*Nothing was changed/,
    );
    expect((await value<CampaignView>('campaigns.get', { campaignId })).state.characters[0]).toMatchObject({ gold: 16 });
    const { campaign: sold } = await value<{ campaign: CampaignView; town: TownView }>('town.sell', {
      campaignId,
      characterId: 'a',
      itemName: 'Reed Sandals',
    });
    expect(sold.state.characters[0]).toMatchObject({ gold: 23, items: [] });

    const quests = await value<Array<{ name: string }>>('town.dealPersonalQuests', { campaignId });
    expect(quests.map((q) => q.name).sort()).toEqual(['1 Keeper of Small Lights', '2 The Long Walk']);
    // 1st edition: two battle goals for each character.
    const goals = await value<Array<{ characterId: string; goals: unknown[] }>>('town.dealBattleGoals', { campaignId });
    expect(goals).toEqual([{ characterId: 'a', goals: [expect.anything(), expect.anything()] }]);

    // The campaign was created with city and road events 1-30 in its decks (1st ed. rulebook p. 39):
    // the demo pack's cards among them, nothing to add by hand.
    expect(state.eventDecks.city).toHaveLength(30);
    expect(state.eventDecks.road).toHaveLength(30);
    for (const n of town.availableEvents.city) expect(state.eventDecks.city).toContain(`city:${n}`);
    await value('campaigns.execute', { campaignId, command: { type: 'DrawEvent', deck: 'city' } });
    const reading = await value<TownView>('town.view', { campaignId });
    // The card drawn comes with its text where the pack describes it; the others are read from the box.
    const drawnNumber = reading.pendingEvent?.cardId.replace(/^city:/, '') ?? '';
    expect(reading.pendingEvent?.card ? String((reading.pendingEvent.card as { number: number }).number) : null).toBe(
      town.availableEvents.city.includes(drawnNumber) ? drawnNumber : null,
    );
    const resolved = await value<CampaignView>('campaigns.execute', {
      campaignId,
      command: { type: 'ResolveEvent', option: 'A', effects: { prosperity: 1 }, disposition: 'return' },
    });
    expect(resolved.state.pendingEvent).toBeNull();
    expect(resolved.state.eventDecks.city.at(-1)).toBe(reading.pendingEvent?.cardId);
    expect(resolved.state.party.prosperityCheckmarks).toBe(1);
  });
});
