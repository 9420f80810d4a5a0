import { campaignCommandSchema, type CampaignCommandInput } from '@shared/rules/campaign';
import { newScenarioSessionSchema } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import type { OpenedDatabase } from '../../main/db/open';
import { createCampaignService } from '../../main/services/campaigns';
import { createContentService } from '../../main/services/content';
import { createScenarioService } from '../../main/services/scenarios';
import { parsed } from '../support/commands';

/**
 * A campaign with two scenarios behind it: the demo scenario played to the end on the scenario
 * screen (a monster killed, money looted, settled into the campaign) and scenario 1 recorded by hand
 * with its rewards, as a group that does not use the scenario screen would.
 */
export async function playedCampaign(opened: OpenedDatabase): Promise<{ campaignId: string; sessionId: string; handSeq: number }> {
  let ids = 0;
  const content = createContentService(opened.db);
  await content.offerDemoPack();
  const campaigns = createCampaignService(opened.db, { newId: () => `c-${++ids}`, now: () => new Date('2026-11-20T18:00:00Z') });
  const scenarios = createScenarioService(opened.db, content, { newId: () => `s-${++ids}`, newSeed: () => 1234 });
  const { state } = await campaigns.create({ name: 'Lanterns over Gloomhaven', edition: 'gh1', mode: 'campaign' });
  const run = (input: CampaignCommandInput) => campaigns.execute(state.id, campaignCommandSchema.parse(input));
  await run({ type: 'RenameParty', name: 'The Lantern Bearers' });
  await run({ type: 'CreateCharacter', characterId: 'ada', classId: 'lanternwright', name: 'Ada Quill', gold: 15 });
  await run({ type: 'CreateCharacter', characterId: 'bo', classId: 'reedwalker', name: 'Bo Marsh', gold: 15 });
  await run({ type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' });
  const hand = await run({ type: 'RecordScenarioResult', scenarioId: '1', outcome: 'success' });
  void hand;
  await run({ type: 'GainExperience', characterId: 'ada', amount: 11 });
  await run({ type: 'ChangeGold', characterId: 'bo', amount: 18 });
  await run({ type: 'AddItem', characterId: 'bo', item: 'Leather Armor' });
  await run({ type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' });
  await run({ type: 'AddAchievement', scope: 'party', name: 'First Steps' });
  await run({ type: 'ChangeReputation', delta: 1 });
  const handSeq = (await campaigns.history(state.id)).find((h) => h.commandType === 'RecordScenarioResult')!.seq;

  const view = await scenarios.start(
    newScenarioSessionSchema.parse({
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['ada', 'bo'],
      scenarioLevel: 1,
    }),
  );
  const victim = Object.values(view.state.monsters)[0]!;
  for (const command of [
    { type: 'ChooseInitiative', characterId: 'ada', choice: { kind: 'cards', leading: 5, second: 6 } },
    { type: 'ChooseInitiative', characterId: 'bo', choice: { kind: 'longRest' } },
    { type: 'DrawMonsterAbilityCards' },
    { type: 'SufferDamage', figure: { kind: 'monster', id: victim.id }, amount: 99, source: 'other' },
    { type: 'GainExperience', characterId: 'ada', amount: 4 },
    { type: 'LootMoneyTokens', characterId: 'bo', count: 2 },
    { type: 'MarkGoalMet' },
  ] as ScenarioCommandInput[])
    await scenarios.execute(view.id, parsed(command));
  let current = await scenarios.get(view.id);
  while (current.turnOrder.some((slot) => slot.status === 'pending')) {
    await scenarios.execute(view.id, parsed({ type: 'StartTurn' }));
    current = await scenarios.execute(view.id, parsed({ type: 'EndTurn' }));
  }
  await scenarios.execute(view.id, parsed({ type: 'EndRound' }));
  await scenarios.settle(view.id, { ada: 1 });
  return { campaignId: state.id, sessionId: view.id, handSeq };
}
