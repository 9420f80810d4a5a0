import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  campaignStateSchema,
  decideCampaign,
  describeCampaignEvent,
  emptyCampaign,
  evolveCampaign,
  evolveCampaignAll,
  type CampaignCommand,
  type CampaignEvent,
  type CampaignState,
} from '../../shared/campaign';
import { prosperityLevel } from '../../shared/rules/campaign';
import type { CampaignSummary, CampaignView, HistoryEntry, NewCampaign } from '../../shared/ipc/campaign-types';
import type { Database } from '../db/schema';
import { NotFoundError, RequestError } from './errors';

export interface CampaignServiceOptions {
  now?: () => Date;
  newId?: () => string;
  /** How many history entries a view carries (the newest). */
  historyLimit?: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The campaign use cases. Every write is one transaction: the command, its events and the new
 * snapshot land together or not at all.
 */
export function createCampaignService(db: Kysely<Database>, options: CampaignServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const newId = options.newId ?? randomUUID;
  const historyLimit = options.historyLimit ?? 200;

  /** The host supplies what a command leaves to it: a new character's id, a shuffle's seed. */
  function prepare(command: CampaignCommand): CampaignCommand {
    if (command.type === 'CreateCharacter' && !command.characterId) return { ...command, characterId: newId() };
    if (command.type === 'AddEventCards' && command.seed === undefined) return { ...command, seed: randomInt(0, 2 ** 31) };
    return command;
  }

  async function list(): Promise<CampaignSummary[]> {
    const rows = await db.selectFrom('campaigns').selectAll().orderBy('updated_at', 'desc').execute();
    return rows.map((row) => {
      const state = parseState(row.state);
      return {
        id: row.id,
        name: row.name,
        edition: state.edition,
        mode: state.mode,
        partyName: state.party.name,
        prosperityLevel: prosperityLevel(state.edition, state.party.prosperityCheckmarks),
        activeCharacters: state.characters.filter((c) => !c.isRetired).length,
        updatedAt: row.updated_at,
      };
    });
  }

  async function create(input: NewCampaign): Promise<CampaignView> {
    const id = newId();
    const state = emptyCampaign(id, input.name, input.edition, input.mode);
    const at = now();
    const json = JSON.stringify(state);
    await db
      .insertInto('campaigns')
      .values({ id, name: state.name, edition: state.edition, mode: state.mode, initial_state: json, state: json, created_at: at, updated_at: at })
      .execute();
    return view(db, id);
  }

  async function get(campaignId: string): Promise<CampaignView> {
    return view(db, campaignId);
  }

  async function execute(campaignId: string, command: CampaignCommand): Promise<CampaignView> {
    return db.transaction().execute(async (trx) => {
      const state = await loadState(trx, campaignId);
      const prepared = prepare(command);
      const events = decideCampaign(state, prepared);
      if (events.length === 0) return view(trx, campaignId);
      const summary = summarize(state, events);
      // A new command ends the redo trail: undone entries after it can no longer be redone.
      await trx.deleteFrom('campaign_history').where('campaign_id', '=', campaignId).where('is_undone', '=', 1).execute();
      const last = await trx
        .selectFrom('campaign_history')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('campaign_id', '=', campaignId)
        .executeTakeFirst();
      const at = now();
      await trx
        .insertInto('campaign_history')
        .values({ campaign_id: campaignId, seq: (last?.seq ?? 0) + 1, command: JSON.stringify(prepared), events: JSON.stringify(events), summary, at })
        .execute();
      await saveState(trx, campaignId, evolveCampaignAll(state, events), at);
      return view(trx, campaignId);
    });
  }

  /** Takes back the newest live command and rebuilds the campaign from its start without it. */
  async function undo(campaignId: string): Promise<CampaignView> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('campaign_history')
        .select('seq')
        .where('campaign_id', '=', campaignId)
        .where('is_undone', '=', 0)
        .orderBy('seq', 'desc')
        .executeTakeFirst();
      if (!row) throw new RequestError('There is nothing to undo in this campaign.');
      await trx.updateTable('campaign_history').set({ is_undone: 1 }).where('campaign_id', '=', campaignId).where('seq', '=', row.seq).execute();
      await saveState(trx, campaignId, await rebuild(trx, campaignId), now());
      return view(trx, campaignId);
    });
  }

  /** Applies again the oldest undone command, with the very events it had. */
  async function redo(campaignId: string): Promise<CampaignView> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('campaign_history')
        .select(['seq', 'events'])
        .where('campaign_id', '=', campaignId)
        .where('is_undone', '=', 1)
        .orderBy('seq', 'asc')
        .executeTakeFirst();
      if (!row) throw new RequestError('There is nothing to redo in this campaign.');
      const state = await loadState(trx, campaignId);
      await trx.updateTable('campaign_history').set({ is_undone: 0 }).where('campaign_id', '=', campaignId).where('seq', '=', row.seq).execute();
      await saveState(trx, campaignId, evolveCampaignAll(state, JSON.parse(row.events) as CampaignEvent[]), now());
      return view(trx, campaignId);
    });
  }

  async function remove(campaignId: string, confirmName: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('campaigns').select('name').where('id', '=', campaignId).executeTakeFirst();
      if (!row) throw new NotFoundError(`There is no campaign with id ${campaignId}.`);
      if (row.name !== confirmName) {
        throw new RequestError(`To delete the campaign, type its name exactly ("${row.name}"). Nothing was deleted.`);
      }
      await trx.deleteFrom('campaigns').where('id', '=', campaignId).execute();
    });
  }

  /** The newest entries first; with a character, only the changes made to that character. */
  async function history(campaignId: string, limit = historyLimit, characterId?: string): Promise<HistoryEntry[]> {
    await loadState(db, campaignId);
    let query = db
      .selectFrom('campaign_history')
      .select(['seq', 'summary', 'at', 'is_undone', 'command'])
      .where('campaign_id', '=', campaignId);
    if (characterId) {
      query = query.where(sql<string>`json_extract(command, '$.characterId')`, '=', characterId);
    }
    const rows = await query
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      seq: r.seq,
      summary: r.summary,
      at: r.at,
      isUndone: r.is_undone === 1,
      commandType: (JSON.parse(r.command) as CampaignCommand).type,
    }));
  }

  async function view(trx: Db, campaignId: string): Promise<CampaignView> {
    const state = await loadState(trx, campaignId);
    const counts = await trx
      .selectFrom('campaign_history')
      .select(['is_undone', (eb) => eb.fn.countAll<number>().as('n')])
      .where('campaign_id', '=', campaignId)
      .groupBy('is_undone')
      .execute();
    const live = Number(counts.find((c) => c.is_undone === 0)?.n ?? 0);
    const undone = Number(counts.find((c) => c.is_undone === 1)?.n ?? 0);
    return { state, canUndo: live > 0, canRedo: undone > 0 };
  }

  async function loadState(trx: Db, campaignId: string): Promise<CampaignState> {
    const row = await trx.selectFrom('campaigns').select('state').where('id', '=', campaignId).executeTakeFirst();
    if (!row) throw new NotFoundError(`There is no campaign with id ${campaignId}. It may have been deleted.`);
    return parseState(row.state);
  }

  async function rebuild(trx: Db, campaignId: string): Promise<CampaignState> {
    const campaign = await trx.selectFrom('campaigns').select('initial_state').where('id', '=', campaignId).executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('campaign_history')
      .select('events')
      .where('campaign_id', '=', campaignId)
      .where('is_undone', '=', 0)
      .orderBy('seq', 'asc')
      .execute();
    let state = parseState(campaign.initial_state);
    for (const row of rows) state = evolveCampaignAll(state, JSON.parse(row.events) as CampaignEvent[]);
    return state;
  }

  async function saveState(trx: Db, campaignId: string, state: CampaignState, at: string): Promise<void> {
    await trx
      .updateTable('campaigns')
      .set({ state: JSON.stringify(state), name: state.name, mode: state.mode, updated_at: at })
      .where('id', '=', campaignId)
      .execute();
  }

  return { list, create, get, execute, undo, redo, remove, history };
}

export type CampaignService = ReturnType<typeof createCampaignService>;

function summarize(state: CampaignState, events: CampaignEvent[]): string {
  const lines: string[] = [];
  let current = state;
  for (const event of events) {
    lines.push(describeCampaignEvent(current, event));
    current = evolveCampaign(current, event);
  }
  return lines.join('; ');
}

function parseState(json: string): CampaignState {
  return campaignStateSchema.parse(JSON.parse(json));
}
