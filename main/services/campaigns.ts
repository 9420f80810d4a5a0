import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
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
} from '../../shared/rules/campaign';
import { prosperityLevel } from '../../shared/rules/campaign';
import type { CampaignSummary, CampaignView, HistoryEntry, NewCampaign } from '../../shared/ipc/campaign-types';
import type { Database } from '../db/schema';
import { NotFoundError, RequestError } from './errors';
import { eventLog } from './event-log';

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
const log = eventLog<CampaignState, CampaignEvent>({
  aggregate: 'campaigns',
  log: 'campaign_history',
  ownerColumn: 'campaign_id',
  noun: 'campaign',
  parseState,
  evolveAll: evolveCampaignAll,
  columnsOf: (state) => ({ name: state.name, mode: state.mode }),
});

export function createCampaignService(db: Kysely<Database>, options: CampaignServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const newId = options.newId ?? randomUUID;
  const historyLimit = options.historyLimit ?? 200;

  /** The host supplies what a command leaves to it: a new character's id, a shuffle's seed. */
  function prepare(command: CampaignCommand): CampaignCommand {
    if (command.type === 'CreateCharacter' && !command.characterId) return { ...command, characterId: newId() };
    if ((command.type === 'AddEventCards' || command.type === 'SetUpSecondEditionCampaign') && command.seed === undefined)
      return { ...command, seed: randomInt(0, 2 ** 31) };
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
        characterNames: state.characters.filter((c) => !c.isRetired).map((c) => c.name),
        createdAt: row.created_at,
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
      .values({
        id,
        name: state.name,
        edition: state.edition,
        mode: state.mode,
        initial_state: json,
        state: json,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return view(db, id);
  }

  async function get(campaignId: string): Promise<CampaignView> {
    return view(db, campaignId);
  }

  async function execute(campaignId: string, command: CampaignCommand): Promise<CampaignView> {
    return db.transaction().execute(async (trx) => {
      const state = await log.load(trx, campaignId);
      const prepared = prepare(command);
      const events = decideCampaign(state, prepared);
      if (events.length === 0) return view(trx, campaignId);
      const next = evolveCampaignAll(state, events);
      await log.append(trx, campaignId, { command: prepared, events, summary: summarize(state, events), at: now() }, next);
      return view(trx, campaignId);
    });
  }

  /** Takes back the newest live command and rebuilds the campaign from its start without it. */
  async function undo(campaignId: string): Promise<CampaignView> {
    return db.transaction().execute(async (trx) => {
      await log.undo(trx, campaignId, now());
      return view(trx, campaignId);
    });
  }

  /** Applies again the oldest undone command, with the very events it had. */
  async function redo(campaignId: string): Promise<CampaignView> {
    return db.transaction().execute(async (trx) => {
      await log.redo(trx, campaignId, now());
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
    await log.load(db, campaignId);
    return (await log.rows(db, campaignId, limit, characterId)).map((r) => ({
      seq: r.seq,
      summary: r.summary,
      at: r.at,
      isUndone: r.is_undone === 1,
      commandType: r.commandType,
    }));
  }

  async function view(trx: Db, campaignId: string): Promise<CampaignView> {
    return { state: await log.load(trx, campaignId), ...(await log.undoRedo(trx, campaignId)) };
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
