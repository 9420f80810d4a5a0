import { sql, type Kysely, type Transaction } from 'kysely';
import { campaignCommandSchema, campaignStateSchema, type CampaignCommand } from '@shared/rules/campaign';
import { describeScenarioRewards } from '@shared/content/scenario-rewards';
import { namesOfPacks, wordedLines } from './history-words';
import type { Item, Treasure } from '@shared/content/model/campaign-cards';
import type { SettlementRewardsView } from '@shared/ipc/scenario-types';
import type { Scenario } from '@shared/content/model/scenario';
import { treasureReward } from '@shared/rules/campaign/treasures';
import { killsInLog, settle, type ScenarioEvent, type ScenarioState } from '@shared/rules/scenario';
import type { AnyLanguage } from '@shared/i18n';
import type { Database } from '../db/schema';
import { campaignLog } from './campaigns';
import { NotFoundError, RequestError, refusedRequest } from './errors';
import { history } from '@shared/rules/words';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether the campaign's history holds a live settlement of this session (it may have been undone). */
export async function isSettlementLive(trx: Db, campaignId: string, sessionId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('campaign_history')
    .select('seq')
    .where('campaign_id', '=', campaignId)
    .where('is_undone', '=', 0)
    .where(sql<string>`json_extract(command, '$.sessionId')`, '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The battle-goal checkmarks a live settlement of this session gave, by character id (null when none is live). */
export async function appliedCheckmarksOf(trx: Db, campaignId: string, sessionId: string): Promise<Record<string, number> | null> {
  const row = await trx
    .selectFrom('campaign_history')
    .select('command')
    .where('campaign_id', '=', campaignId)
    .where('is_undone', '=', 0)
    .where(sql<string>`json_extract(command, '$.sessionId')`, '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const command = JSON.parse(row.command) as { characters?: Array<{ characterId: string; checkmarks: number }> };
  return Object.fromEntries((command.characters ?? []).map((c) => [c.characterId, c.checkmarks]));
}

/**
 * Writes a scenario's settlement into its campaign's history as one ApplyScenarioSettlement entry,
 * inside the caller's transaction (the campaign service opens its own, which cannot nest). The
 * entry carries the session id so the session knows whether it is still settled. Ad hoc play has
 * no campaign: nothing is written.
 */
/** What the party chose at the settlement: who looted which numbered treasure, who takes each reward item. */
export interface SettlementChoices {
  treasures?: ReadonlyArray<{ characterId: string; number: number }>;
  /** By the item's record id in the content pack. */
  rewardItems?: ReadonlyArray<{ itemId: string; characterId: string }>;
}

export async function applySettlement(
  trx: Transaction<Database>,
  input: {
    sessionId: string;
    campaignId: string | null;
    packId: string | null;
    scenarioName: string;
    state: ScenarioState;
    battleGoalCheckmarks: Record<string, number>;
    choices?: SettlementChoices;
    at: string;
  },
): Promise<void> {
  const result = settle(input.state, input.battleGoalCheckmarks);
  // The engine's only refusal here: the scenario has not ended (shared/rules/scenario/settlement.ts).
  if ('error' in result) throw refusedRequest(RequestError, 'host.settlement.notEnded');
  if (input.campaignId === null) return;
  const exists = await trx.selectFrom('campaigns').select('id').where('id', '=', input.campaignId).executeTakeFirst();
  if (!exists) throw refusedRequest(RequestError, 'host.settlement.campaignGone');
  const { settlement } = result;
  const command = {
    ...campaignCommandSchema.parse({
      type: 'ApplyScenarioSettlement',
      scenarioId: settlement.scenarioId,
      scenarioName: input.scenarioName,
      outcome: settlement.outcome === 'success' ? 'success' : 'failure',
      characters: settlement.characters.map((c) => ({
        characterId: c.characterId,
        experience: c.experience,
        gold: c.gold,
        checkmarks: c.checkmarks,
        isExhausted: input.state.characters[c.characterId]?.isExhausted === true,
      })),
      // A boss among the scenario's monster types (a personal quest counts boss scenarios).
      hasBoss: Object.values(input.state.monsterTypes).some((type) => type.isBoss),
      ...(input.packId === null
        ? {}
        : await rewardsFromContent(trx, input.packId, settlement.scenarioId, settlement.outcome === 'success', input.choices ?? {})),
      factionRewards: await factionRewardsOf(trx, input.packId, settlement.scenarioId),
      // Permanent death: who died in the scenario leaves the campaign with this entry.
      deaths: Object.values(input.state.characters)
        .filter((c) => c.isDead === true)
        .map((c) => c.id),
      // Who killed which monsters, from the session's live log (a personal quest counts them).
      kills: killsInLog(input.state, await liveEventsOf(trx, input.sessionId)),
    }),
    sessionId: input.sessionId,
  };
  // One entry of the campaign's history, through the campaign's own event log (same rules, same
  // undo); the session id rides along so the session knows whether it is still settled.
  await campaignLog.executeIn(trx, input.campaignId, command as CampaignCommand, input.at, {
    summaryPrefix: history('settled', { name: input.scenarioName }),
  });
}

/** The events of a session's log that stand (undone commands left out), in order. */
export async function liveEventsOf(trx: Db, sessionId: string): Promise<ScenarioEvent[]> {
  const rows = await trx
    .selectFrom('scenario_log')
    .select('events')
    .where('session_id', '=', sessionId)
    .where('is_undone', '=', 0)
    .orderBy('seq')
    .execute();
  return rows.flatMap((row) => JSON.parse(row.events) as ScenarioEvent[]);
}

async function contentRecord<T>(trx: Db, packId: string, kind: string, recordId: string): Promise<T | undefined> {
  const row = await trx
    .selectFrom('content_records')
    .select('data')
    .where('pack_id', '=', packId)
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as T) : undefined;
}

/**
 * The scenario's rewards and the looted treasures' words, read from its content pack inside the
 * settlement's transaction, with names resolved (items, unlocked scenarios). Reward items need a
 * taker the party chose; a treasure must be one of the scenario's own tiles.
 */
async function rewardsFromContent(trx: Db, packId: string, scenarioId: string, isSuccess: boolean, choices: SettlementChoices) {
  const scenario = await contentRecord<Scenario>(trx, packId, 'scenarios', scenarioId);
  const itemOf = async (id: string) => {
    const item = await contentRecord<Item>(trx, packId, 'items', id);
    return item ? { name: item.name, cost: item.cost } : undefined;
  };
  const treasures = [];
  for (const looted of choices.treasures ?? []) {
    if (!scenario?.treasures?.includes(looted.number))
      throw refusedRequest(RequestError, 'host.settlement.treasureNotOnMap', { number: looted.number });
    const treasure = await contentRecord<Treasure>(trx, packId, 'treasures', String(looted.number));
    if (!treasure) throw refusedRequest(RequestError, 'host.settlement.treasureUnknown', { number: looted.number });
    const { itemNumber } = treasureReward(treasure.reward);
    const item = itemNumber === null ? undefined : await itemOf(`item-${itemNumber}`);
    treasures.push({ characterId: looted.characterId, number: looted.number, reward: treasure.reward, ...(item ? { item } : {}) });
  }
  const data = scenario?.rewards;
  // Only a success gains the scenario's rewards (p. 49); a failure asks for no takers.
  if (!scenario || !data || !isSuccess) return { treasures };
  const items = [];
  for (const reward of data.items) {
    const item = await itemOf(reward.item);
    if (!item) throw refusedRequest(RequestError, 'host.settlement.rewardItemUnknown', { item: reward.item.replace(/^item-/, '') });
    const takers = (choices.rewardItems ?? []).filter((choice) => choice.itemId === reward.item);
    if (takers.length !== reward.count)
      throw refusedRequest(RequestError, 'host.settlement.chooseTakers', { count: reward.count, item: item.name });
    items.push(...takers.map((taker) => ({ ...item, characterId: taker.characterId })));
  }
  const itemDesigns = [];
  for (const id of data.itemDesigns) itemDesigns.push((await itemOf(id))?.name ?? `Item ${id.replace(/^item-/, '')}`);
  const unlocks = [];
  for (const id of scenario.unlocks)
    unlocks.push({ scenarioId: id, name: (await contentRecord<Scenario>(trx, packId, 'scenarios', id))?.name ?? '' });
  return {
    treasures,
    rewards: {
      globalAchievements: data.globalAchievements,
      partyAchievements: data.partyAchievements,
      lostGlobalAchievements: data.lostGlobalAchievements,
      lostPartyAchievements: data.lostPartyAchievements,
      goldEach: data.gold,
      experienceEach: data.experience,
      reputation: data.reputation,
      prosperity: data.prosperity,
      items,
      itemDesigns,
      unlocks,
      other: data.other,
    },
  };
}

/** The scenario's rewards for the settlement screen: in words, the items to hand out, the treasure tiles. */
export async function settlementRewardsView(
  trx: Db,
  packId: string,
  scenario: Scenario,
  language: AnyLanguage,
): Promise<SettlementRewardsView> {
  const nameOf = async (id: string) => (await contentRecord<Item>(trx, packId, 'items', id))?.name ?? `Item ${id.replace(/^item-/, '')}`;
  const data = scenario.rewards;
  const items = [];
  for (const reward of data?.items ?? []) items.push({ itemId: reward.item, name: await nameOf(reward.item), count: reward.count });
  const designs = [];
  for (const id of data?.itemDesigns ?? []) designs.push(await nameOf(id));
  const unlocks = [];
  for (const id of scenario.unlocks)
    unlocks.push({ index: id, name: (await contentRecord<Scenario>(trx, packId, 'scenarios', id))?.name ?? '' });
  // The lines in the request's language, the scenarios and items by their names in it.
  const lines = wordedLines(
    describeScenarioRewards(data, { items, designs, unlocks }),
    await namesOfPacks(trx, [packId], language),
    language,
  );
  return { lines, items, treasures: [...new Set(scenario.treasures ?? [])] };
}

/** 2nd edition: the faction reputation the scenario's record gives on completion (none when it names none). */
async function factionRewardsOf(
  trx: Transaction<Database>,
  packId: string | null,
  scenarioId: string,
): Promise<Scenario['factionRewards'] & object> {
  if (packId === null) return [];
  const row = await trx
    .selectFrom('content_records')
    .select('data')
    .where('pack_id', '=', packId)
    .where('kind', '=', 'scenarios')
    .where('record_id', '=', scenarioId)
    .executeTakeFirst();
  return row ? ((JSON.parse(row.data) as Scenario).factionRewards ?? []) : [];
}

/** The pack among the campaign's that holds the scenario, or null (no content for it: nothing to read). */
async function packOfCampaignScenario(db: Db, campaignId: string, scenarioId: string): Promise<string | null> {
  const row = await db.selectFrom('campaigns').select('state').where('id', '=', campaignId).executeTakeFirst();
  if (!row) throw refusedRequest(NotFoundError, 'host.missing.campaign');
  const packIds = campaignStateSchema.parse(JSON.parse(row.state)).contentPackIds;
  if (packIds.length === 0) return null;
  const record = await db
    .selectFrom('content_records')
    .select('pack_id')
    .where('pack_id', 'in', packIds)
    .where('kind', '=', 'scenarios')
    .where('record_id', '=', scenarioId)
    .executeTakeFirst();
  return record?.pack_id ?? null;
}

/**
 * A scenario's rewards for the campaign's Scenarios tab, where a result is recorded by hand: in
 * words, the items to hand out (issue 29, point 4). Null when the campaign's content has no such
 * scenario.
 */
export async function campaignScenarioRewards(
  db: Db,
  campaignId: string,
  scenarioId: string,
  language: AnyLanguage,
): Promise<SettlementRewardsView | null> {
  const packId = await packOfCampaignScenario(db, campaignId, scenarioId);
  const scenario = packId === null ? undefined : await contentRecord<Scenario>(db, packId, 'scenarios', scenarioId);
  return packId === null || !scenario ? null : settlementRewardsView(db, packId, scenario, language);
}

/**
 * A result recorded by hand, filled in from the campaign's content as a settlement is: a success
 * carries the scenario's rewards, its items to the characters the party chose (1st ed. rulebook
 * p. 49). What the client sent as rewards is never taken: the host reads them.
 */
export async function withRecordedRewards(
  db: Db,
  campaignId: string,
  command: Extract<CampaignCommand, { type: 'RecordScenarioResult' }>,
): Promise<CampaignCommand> {
  const { rewards: _sent, ...rest } = command;
  if (command.outcome !== 'success') return rest;
  const packId = await packOfCampaignScenario(db, campaignId, command.scenarioId);
  if (packId === null) return rest;
  const read = await rewardsFromContent(db, packId, command.scenarioId, true, { rewardItems: command.rewardItems });
  return read.rewards ? { ...rest, rewards: read.rewards } : rest;
}
