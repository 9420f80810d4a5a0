import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CampaignState } from '../../shared/campaign';
import {
  CAMPAIGN_FILE_FORMAT,
  CAMPAIGN_FILE_VERSION,
  campaignFromGhsBackup,
  ExchangeError,
  readGhsBackup,
  validateCampaignFile,
  type CampaignFile,
} from '../../shared/exchange';
import type { Database } from '../db/schema';
import { APP_VERSION } from '../version';
import { NotFoundError, RequestError } from './errors';
import { catalogFor } from './exchange-catalog';
import { readScenarioTables, writeScenarioTables } from './exchange-tables';

export interface ExchangeServiceOptions {
  now?: () => Date;
  newId?: () => string;
}

export interface ImportedCampaign {
  campaignId: string;
  name: string;
  historyEntries: number;
  /** Sentences: what the file held that the new campaign does not. */
  notCarriedOver: string[];
}

/**
 * Campaigns to and from files. An export is one read; an import is one transaction that adds a
 * NEW campaign (a new id, never touching the others) or, on any problem, nothing at all.
 */
export function createExchangeService(db: Kysely<Database>, options: ExchangeServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const newId = options.newId ?? randomUUID;

  async function exportCampaign(campaignId: string): Promise<{ fileName: string; file: CampaignFile }> {
    return db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('campaigns').selectAll().where('id', '=', campaignId).executeTakeFirst();
      if (!row) throw new NotFoundError(`There is no campaign with id ${campaignId}. It may have been deleted.`);
      const history = await trx.selectFrom('campaign_history').selectAll().where('campaign_id', '=', campaignId).orderBy('seq', 'asc').execute();
      const file: CampaignFile = {
        format: CAMPAIGN_FILE_FORMAT,
        version: CAMPAIGN_FILE_VERSION,
        exportedAt: now(),
        exportedBy: `Haven ${APP_VERSION}`,
        campaign: {
          createdAt: row.created_at,
          updatedAt: row.updated_at,
          initialState: JSON.parse(row.initial_state) as CampaignState,
          state: JSON.parse(row.state) as CampaignState,
        },
        history: history.map((h) => ({
          seq: h.seq,
          command: JSON.parse(h.command) as CampaignFile['history'][number]['command'],
          events: JSON.parse(h.events) as CampaignFile['history'][number]['events'],
          summary: h.summary,
          at: h.at,
          isUndone: h.is_undone === 1,
        })),
        scenarioLogs: await readScenarioTables(trx, campaignId),
      };
      return { fileName: `${fileSafe(row.name)}.haven-campaign.json`, file };
    });
  }

  async function importCampaign(text: string): Promise<ImportedCampaign> {
    const file = readOrExplain(() => validateCampaignFile(text));
    const campaignId = newId();
    const oldId = file.campaign.state.id;
    const initialState = { ...file.campaign.initialState, id: campaignId };
    const state = { ...file.campaign.state, id: campaignId };
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('campaigns')
        .values({ id: campaignId, name: state.name, edition: state.edition, mode: state.mode, initial_state: JSON.stringify(initialState), state: JSON.stringify(state), created_at: file.campaign.createdAt, updated_at: file.campaign.updatedAt })
        .execute();
      const sessionIds = await writeScenarioTables(trx, file.scenarioLogs, oldId, campaignId, newId);
      // A settlement names the session it came from; it must name the copy's session.
      const commandOf = (command: Record<string, unknown>) =>
        typeof command.sessionId === 'string' && sessionIds.has(command.sessionId) ? { ...command, sessionId: sessionIds.get(command.sessionId) } : command;
      // Chunks keep each statement under SQLite's limit on bound values.
      for (let start = 0; start < file.history.length; start += 200) {
        const rows = file.history.slice(start, start + 200).map((h) => ({
          campaign_id: campaignId,
          seq: h.seq,
          command: JSON.stringify(commandOf(h.command)),
          events: JSON.stringify(h.events),
          summary: h.summary,
          at: h.at,
          is_undone: h.isUndone ? 1 : 0,
        }));
        await trx.insertInto('campaign_history').values(rows).execute();
      }
    });
    return { campaignId, name: state.name, historyEntries: file.history.length, notCarriedOver: [] };
  }

  /** A GHS save as a new campaign whose starting point is the save: undo never goes before it. */
  async function importGhs(text: string): Promise<ImportedCampaign> {
    const backup = readOrExplain(() => readGhsBackup(text));
    const catalog = await catalogFor(db, backup.edition);
    const campaignId = newId();
    const { state, notCarriedOver } = readOrExplain(() => campaignFromGhsBackup(text, campaignId, catalog));
    const at = now();
    const json = JSON.stringify(state);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('campaigns').values({ id: campaignId, name: state.name, edition: state.edition, mode: state.mode, initial_state: json, state: json, created_at: at, updated_at: at }).execute();
    });
    return { campaignId, name: state.name, historyEntries: 0, notCarriedOver };
  }

  return { exportCampaign, importCampaign, importGhs };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;

/** A file's problems reach the person as one RequestError sentence with the field paths. */
function readOrExplain<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ExchangeError) throw new RequestError(error.message);
    throw error;
  }
}

function fileSafe(name: string): string {
  return name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'campaign';
}
