import { sql, type Kysely, type Transaction } from 'kysely';
import {
  campaignCommandSchema,
  campaignStateSchema,
  decideCampaign,
  describeCampaignEvent,
  evolveCampaign,
  evolveCampaignAll,
  type CampaignEvent,
  type CampaignState,
} from '../../shared/campaign';
import type { Scenario } from '../../shared/content';
import { settle, type ScenarioState } from '../../shared/rules/scenario';
import type { Database } from '../db/schema';
import { RequestError } from './errors';

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
export async function applySettlement(
  trx: Transaction<Database>,
  input: {
    sessionId: string;
    campaignId: string | null;
    scenarioName: string;
    /** The content pack the scenario came from, whose record names its rewards (null: ad hoc). */
    packId?: string | null;
    state: ScenarioState;
    battleGoalCheckmarks: Record<string, number>;
    at: string;
  },
): Promise<void> {
  const result = settle(input.state, input.battleGoalCheckmarks);
  if ('error' in result) throw new RequestError(`${result.error} Nothing was settled.`);
  if (input.campaignId === null) return;
  const row = await trx.selectFrom('campaigns').select('state').where('id', '=', input.campaignId).executeTakeFirst();
  if (!row) throw new RequestError('The campaign of this scenario no longer exists; nothing was settled.');
  const campaign = campaignStateSchema.parse(JSON.parse(row.state));
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
      })),
      factionRewards: await factionRewardsOf(trx, input.packId ?? null, settlement.scenarioId),
    }),
    sessionId: input.sessionId,
  };
  const events = decideCampaign(campaign, command);
  await trx.deleteFrom('campaign_history').where('campaign_id', '=', input.campaignId).where('is_undone', '=', 1).execute();
  const last = await trx
    .selectFrom('campaign_history')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('campaign_id', '=', input.campaignId)
    .executeTakeFirst();
  await trx
    .insertInto('campaign_history')
    .values({
      campaign_id: input.campaignId,
      seq: (last?.seq ?? 0) + 1,
      command: JSON.stringify(command),
      events: JSON.stringify(events),
      summary: summarize(campaign, events, input.scenarioName),
      at: input.at,
    })
    .execute();
  const next = evolveCampaignAll(campaign, events);
  await trx
    .updateTable('campaigns')
    .set({ state: JSON.stringify(next), updated_at: input.at })
    .where('id', '=', input.campaignId)
    .execute();
}

function summarize(state: CampaignState, events: readonly CampaignEvent[], scenarioName: string): string {
  const lines: string[] = [`Settled "${scenarioName}"`];
  let current = state;
  for (const event of events) {
    lines.push(describeCampaignEvent(current, event));
    current = evolveCampaign(current, event);
  }
  return lines.join('; ');
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
