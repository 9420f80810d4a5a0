import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Host } from '../../main/host';
import type { CampaignView } from '@shared/ipc/campaign-types';
import { startTestHost, valueOf } from '../support/test-host';

let host: Host;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());
const value = valueOf(() => host);

it('the dealt battle goals are kept by the campaign until the settlement, and not dealt twice', async () => {
  const { state } = await value<CampaignView>('campaigns.create', { name: 'Goals', edition: 'gh2' });
  const campaignId = state.id;
  const run = (command: unknown) => value<CampaignView>('campaigns.execute', { campaignId, command });
  await run({ type: 'UseContentPacks', packIds: ['haven-demo-gh2'] });
  await run({ type: 'CreateCharacter', characterId: 'a', classId: 'Reedwalker', name: 'Ana', gold: 30 });
  const dealt = await value<Array<{ characterId: string; goals: Array<{ id: string }> }>>('town.dealBattleGoals', { campaignId });
  const { state: after } = await value<CampaignView>('campaigns.get', { campaignId });
  expect(after.battleGoals).toEqual([{ characterId: 'a', dealt: dealt[0]?.goals, keptId: null }]);
  const again = await host.invoke('town.dealBattleGoals', { campaignId });
  expect(!again.ok && again.error).toMatch(/dealt already.*until the scenario is settled.*Nothing was changed/);
  const kept = await run({ type: 'KeepBattleGoal', characterId: 'a', goalId: dealt[0]?.goals[1]?.id });
  expect(kept.state.battleGoals[0]?.keptId).toBe(dealt[0]?.goals[1]?.id);
});

it("a campaign created on a content pack opens the pack's starting scenarios, in the same step", async () => {
  const { state } = await value<CampaignView>('campaigns.create', { name: 'Started', edition: 'gh1', contentPackIds: ['haven-demo-gh1'] });
  expect(state.contentPackIds).toEqual(['haven-demo-gh1']);
  expect(state.scenarios.map((s) => [s.id, s.name])).toEqual([['demo-1', 'The Sunken Mill']]);
  const bare = await value<CampaignView>('campaigns.create', { name: 'Bare', edition: 'gh1' });
  const chosen = await value<CampaignView>('campaigns.execute', {
    campaignId: bare.state.id,
    command: { type: 'UseContentPacks', packIds: ['haven-demo-gh1'] },
  });
  expect(chosen.state.scenarios.map((s) => s.id)).toEqual(['demo-1']);
});

it('a campaign scenario deals the battle goals as it is set up (1st ed. rulebook p. 12), once until it is settled', async () => {
  const { state } = await value<CampaignView>('campaigns.create', { name: 'Set Up', edition: 'gh1', contentPackIds: ['haven-demo-gh1'] });
  const campaignId = state.id;
  const { state: party } = await value<CampaignView>('campaigns.execute', {
    campaignId,
    command: { type: 'CreateCharacter', characterId: 'a', classId: 'lanternwright', name: 'Ana', gold: 30 },
  });
  expect(party.battleGoals).toEqual([]);
  const start = { campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds: ['a'], scenarioLevel: 1 };
  await value('scenarios.start', start);
  const { state: setUp } = await value<CampaignView>('campaigns.get', { campaignId });
  expect(setUp.battleGoals.map((hand) => [hand.characterId, hand.dealt.length, hand.keptId])).toEqual([['a', 2, null]]);
  // Set up again before the settlement: the hands dealt are kept, not dealt again.
  await value('scenarios.start', start);
  const { state: again } = await value<CampaignView>('campaigns.get', { campaignId });
  expect(again.battleGoals).toEqual(setUp.battleGoals);
});
