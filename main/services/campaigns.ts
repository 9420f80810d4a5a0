import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { campaignEngine, campaignStateSchema, type CampaignCommand, type CampaignEvent } from '@shared/rules/campaign';
import { newCampaign } from '@shared/rules/campaign/new-campaign';
import { prosperityLevel } from '@shared/rules/campaign';
import { EDITIONS } from '@shared/rules/campaign/edition';
import type { CampaignState } from '@shared/rules/campaign/state';
import type { CampaignSummary, CampaignView, HistoryEntry, NewCampaign } from '@shared/ipc/campaign-types';
import type { Database } from '../db/schema';
import { NotFoundError, RequestError, refusedRequest } from './errors';
import { aggregate } from './aggregate';
import { readJson } from './json-column';
import { readOrNull } from './event-log';
import { namesOfPacks } from './history-words';

export interface CampaignServiceOptions {
  now?: () => Date;
  newId?: () => string;
  /** How many history entries a view carries (the newest). */
  historyLimit?: number;
  /** The seed of a new campaign's generator; by default 32 random bits, picked once and stored. */
  newSeed?: () => number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The campaigns' event log and the campaign engine (also used by a scenario's settlement). */
export const campaignLog = aggregate<CampaignState, CampaignCommand, CampaignEvent>({
  engine: campaignEngine,
  aggregate: 'campaigns',
  log: 'campaign_history',
  ownerColumn: 'campaign_id',
  columnsOf: (state) => ({ name: state.name, mode: state.mode }),
});
const log = campaignLog;

/**
 * The campaign use cases. Every write is one transaction: the command, its events and the new
 * snapshot land together or not at all.
 */
export function createCampaignService(db: Kysely<Database>, options: CampaignServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const newId = options.newId ?? randomUUID;
  const historyLimit = options.historyLimit ?? 200;
  const newSeed = options.newSeed ?? (() => randomBytes(4).readUInt32LE(0));

  /** The host names a new character (ids are the host's); shuffles and deals draw from the campaign's own generator. */
  function prepare(command: CampaignCommand): CampaignCommand {
    if (command.type === 'CreateCharacter' && !command.characterId) return { ...command, characterId: newId() };
    return command;
  }

  async function list(): Promise<CampaignSummary[]> {
    const rows = await db.selectFrom('campaigns').selectAll().orderBy('updated_at', 'desc').execute();
    return rows.map((row): CampaignSummary => {
      // One damaged row is listed as damaged (by the name kept beside it); the others stay as they are.
      const state = readOrNull(() => parseState(row.state));
      if (state === null) {
        const edition = EDITIONS.find((known) => known === row.edition) ?? 'gh1';
        const mode = row.mode === 'casual' ? 'casual' : 'campaign';
        return {
          ...DAMAGED_SUMMARY,
          id: row.id,
          name: row.name,
          edition,
          mode,
          characterNames: [],
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        };
      }
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
        isDamaged: false,
      };
    });
  }

  /**
   * A new campaign; with `setup` (choosing its content packs, and for the 2nd edition its campaign
   * sheet), those first commands are applied in the same transaction, so the campaign never exists
   * without what its form chose.
   */
  async function create(
    input: Omit<NewCampaign, 'contentPackIds'>,
    setup: CampaignCommand | CampaignCommand[] = [],
  ): Promise<CampaignView> {
    const id = newId();
    const state = newCampaign(id, input.name, input.edition, input.mode, newSeed());
    const at = now();
    const json = JSON.stringify(state);
    return db.transaction().execute(async (trx) => {
      await trx
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
      for (const command of Array.isArray(setup) ? setup : [setup]) await log.executeIn(trx, id, command, at);
      return view(trx, id);
    });
  }

  async function get(campaignId: string): Promise<CampaignView> {
    return view(db, campaignId);
  }

  /**
   * Executes a command. `check` runs first inside the same transaction, on the state the command
   * changes: a refusal it throws leaves nothing changed, and nothing can change between the check
   * and the write (the shop's pack check, main/services/town.ts).
   */
  async function execute(campaignId: string, command: CampaignCommand, check?: (state: CampaignState) => void): Promise<CampaignView> {
    return (await executeWithEvents(campaignId, command, check)).view;
  }

  /** Executes a command and also answers its events (a deal's cards are in its event). */
  async function executeWithEvents(
    campaignId: string,
    command: CampaignCommand,
    check?: (state: CampaignState) => void,
  ): Promise<{ view: CampaignView; events: CampaignEvent[] }> {
    return db.transaction().execute(async (trx) => {
      check?.(await log.load(trx, campaignId));
      const { events } = await log.executeIn(trx, campaignId, prepare(command), now());
      return { view: await view(trx, campaignId), events };
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
      if (!row) throw refusedRequest(NotFoundError, 'host.missing.campaign');
      if (row.name !== confirmName) throw refusedRequest(RequestError, 'host.confirmDelete.campaign', { name: row.name });
      await trx.deleteFrom('campaigns').where('id', '=', campaignId).execute();
    });
  }

  /** The newest entries first; with a character, only the changes made to that character. */
  async function history(
    campaignId: string,
    limit = historyLimit,
    characterId?: string,
    language: AnyLanguage = SOURCE_LANGUAGE,
  ): Promise<HistoryEntry[]> {
    // Content names (classes) in the reader's language, from the campaign's own packs.
    const { contentPackIds } = await log.load(db, campaignId);
    return log.history(db, campaignId, limit, language, characterId, await namesOfPacks(db, contentPackIds, language));
  }

  async function view(trx: Db, campaignId: string): Promise<CampaignView> {
    return { state: await log.load(trx, campaignId), ...(await log.undoRedo(trx, campaignId)) };
  }

  return { list, create, get, execute, executeWithEvents, undo, redo, remove, history };
}

export type CampaignService = ReturnType<typeof createCampaignService>;

const DAMAGED_SUMMARY = { partyName: '', prosperityLevel: 1, activeCharacters: 0, isDamaged: true } as const;

function parseState(json: string): CampaignState {
  return readJson(campaignStateSchema, json);
}
