import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { campaignStateSchema } from '@shared/rules/campaign';
import {
  CAMPAIGN_FILE_FORMAT,
  CAMPAIGN_FILE_VERSION,
  campaignFromGhsBackup,
  ExchangeError,
  readGhsBackup,
  validateCampaignFile,
  type CampaignFile,
} from '@shared/exchange';
import type { Database } from '../db/schema';
import { APP_VERSION } from '../version';
import type { ContentService } from './content';
import { NotFoundError, refusedRequest, RequestError } from './errors';
import { catalogFor, importedPackIds } from './exchange-catalog';
import { readScenarioTables, writeScenarioTables } from './exchange-tables';
import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { hostWords } from '../host-i18n';
import { wordLine } from '@shared/rules/words';
import { campaignLog } from './campaigns';
import { readOrNull } from './event-log';
import { readJson } from './json-column';

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
 * Campaigns to and from files. An export reads; an import is one transaction that adds a
 * NEW campaign (a new id, never touching the others) or, on any problem, nothing at all.
 */
export function createExchangeService(db: Kysely<Database>, content: ContentService, options: ExchangeServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const newId = options.newId ?? randomUUID;

  /**
   * The whole campaign: history and scenario logs included. When part of it cannot be read back
   * (damage inside the data file), what can be read still leaves, and `leftOut` says what did not:
   * a damaged history leaves the campaign as it stands now, without history; a damaged saved state
   * leaves the campaign as its history rebuilds it. Nothing readable at all is refused in words.
   */
  async function exportCampaign(
    campaignId: string,
    language: AnyLanguage = SOURCE_LANGUAGE,
  ): Promise<{ fileName: string; file: CampaignFile; leftOut: string[] }> {
    return db.transaction().execute((trx) => exportFrom(trx, campaignId, language));
  }

  async function exportFrom(
    db: Transaction<Database>,
    campaignId: string,
    language: AnyLanguage,
  ): Promise<{ fileName: string; file: CampaignFile; leftOut: string[] }> {
    const row = await db.selectFrom('campaigns').selectAll().where('id', '=', campaignId).executeTakeFirst();
    if (!row) throw refusedRequest(NotFoundError, 'files.tables.noCampaign');
    // What was left out, in the words of the screen that asked (`language`).
    const { t } = hostWords(language);
    const fileName = `${fileSafe(row.name)}.haven-campaign.json`;
    const stored = readOrNull(() => readJson(campaignStateSchema, row.state));
    // The saved state damaged: the campaign as its history rebuilds it, if that can be read.
    const state = stored ?? (await campaignLog.rebuild(db, campaignId).catch(() => null));
    if (state === null) throw refusedRequest(RequestError, 'host.damagedUnreadable', { name: row.name.slice(0, 80) });
    const leftOut = stored === null ? [t('campaigns.file.rebuilt')] : [];
    const campaign = { createdAt: row.created_at, updatedAt: row.updated_at, state };
    const header = {
      format: CAMPAIGN_FILE_FORMAT,
      version: CAMPAIGN_FILE_VERSION,
      exportedAt: now(),
      exportedBy: `Haven ${APP_VERSION}`,
    } as const;
    try {
      const file: CampaignFile = {
        ...header,
        campaign: { ...campaign, initialState: readJson(campaignStateSchema, row.initial_state) },
        history: await readHistory(db, campaignId),
        scenarioLogs: await readScenarioTables(db, campaignId),
        contentPacks: await packTitles(db, state.contentPackIds),
      };
      // What an import would refuse is not written out: the check is the importer's own.
      validateCampaignFile(JSON.stringify(file));
      return { fileName, file, leftOut };
    } catch {
      const file: CampaignFile = {
        ...header,
        campaign: { ...campaign, initialState: campaign.state },
        history: [],
        scenarioLogs: [],
        contentPacks: await packTitles(db, state.contentPackIds),
      };
      return { fileName, file, leftOut: [...leftOut, t('campaigns.file.withoutHistory')] };
    }
  }

  async function readHistory(db: Transaction<Database>, campaignId: string): Promise<CampaignFile['history']> {
    const history = await db
      .selectFrom('campaign_history')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .orderBy('seq', 'asc')
      .execute();
    return history.map((h) => ({
      seq: h.seq,
      command: JSON.parse(h.command) as CampaignFile['history'][number]['command'],
      events: JSON.parse(h.events) as CampaignFile['history'][number]['events'],
      summary: h.summary,
      at: h.at,
      isUndone: h.is_undone === 1,
    }));
  }

  /** The installed packs among `packIds`, by id and title, for the file to name them. */
  async function packTitles(db: Kysely<Database> | Transaction<Database>, packIds: readonly string[]) {
    if (packIds.length === 0) return [];
    return db.selectFrom('content_packs').select(['id', 'name']).where('id', 'in', packIds.slice(0, 50)).orderBy('id').execute();
  }

  /**
   * A campaign reads its names, unlocks and scenarios from its content packs: one not installed
   * here is refused before anything is written, naming the pack by the title the file carries
   * (issue 29), and saying to import it under Content first.
   */
  async function refuseMissingPacks(trx: Transaction<Database>, file: CampaignFile): Promise<void> {
    const wanted = file.campaign.state.contentPackIds;
    const installed = new Set((await packTitles(trx, wanted)).map((p) => p.id));
    const missing = [...new Set(wanted.filter((id) => !installed.has(id)))];
    if (missing.length === 0) return;
    const names = missing.flatMap((id) => {
      const pack = file.contentPacks.find((p) => p.id === id);
      return pack ? [`"${pack.name}"`] : [];
    });
    throw names.length === missing.length
      ? refusedRequest(RequestError, 'files.campaignPacks.missing', { count: names.length, names: names.join(', ') })
      : refusedRequest(RequestError, 'files.campaignPacks.missingUnnamed', { count: missing.length });
  }

  async function importCampaign(text: string): Promise<ImportedCampaign> {
    const file = readOrExplain(() => validateCampaignFile(text));
    const campaignId = newId();
    const oldId = file.campaign.state.id;
    const initialState = { ...file.campaign.initialState, id: campaignId };
    const state = { ...file.campaign.state, id: campaignId };
    await db.transaction().execute(async (trx) => {
      await refuseMissingPacks(trx, file);
      await trx
        .insertInto('campaigns')
        .values({
          id: campaignId,
          name: state.name,
          edition: state.edition,
          mode: state.mode,
          initial_state: JSON.stringify(initialState),
          state: JSON.stringify(state),
          created_at: file.campaign.createdAt,
          updated_at: file.campaign.updatedAt,
        })
        .execute();
      const sessionIds = await writeScenarioTables(trx, file.scenarioLogs, oldId, campaignId, newId);
      // A settlement names the session it came from; it must name the copy's session.
      const commandOf = (command: Record<string, unknown>) =>
        typeof command.sessionId === 'string' && sessionIds.has(command.sessionId)
          ? { ...command, sessionId: sessionIds.get(command.sessionId) }
          : command;
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
  async function importGhs(text: string, language: AnyLanguage = SOURCE_LANGUAGE): Promise<ImportedCampaign> {
    const backup = readOrExplain(() => readGhsBackup(text));
    const catalog = await catalogFor(content, backup.edition);
    const campaignId = newId();
    const read = readOrExplain(() => campaignFromGhsBackup(text, campaignId, catalog));
    // What was left behind, in the words of the screen that asked (`language`; issue 30).
    const { t } = hostWords(language);
    const notCarriedOver = read.notCarriedOver.map((note) => wordLine(note, t));
    // The campaign reads the installed data its names and unlocks came from (issue 16: a backup chooses packs too).
    const state = { ...read.state, contentPackIds: await importedPackIds(content, backup.edition) };
    const at = now();
    const json = JSON.stringify(state);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('campaigns')
        .values({
          id: campaignId,
          name: state.name,
          edition: state.edition,
          mode: state.mode,
          initial_state: json,
          state: json,
          created_at: at,
          updated_at: at,
        })
        .execute();
    });
    return { campaignId, name: state.name, historyEntries: 0, notCarriedOver };
  }

  return { exportCampaign, importCampaign, importGhs };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;

/** A file's problems reach the person as one RequestError sentence with the field paths, keyed as the file's reader keyed it. */
function readOrExplain<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ExchangeError) throw Object.assign(new RequestError(error.message), { refusal: error.refusal });
    throw error;
  }
}

function fileSafe(name: string): string {
  return (
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'campaign'
  );
}
