import { sql, type Kysely, type Transaction } from 'kysely';
import type { TableRows } from '@shared/exchange';
import type { Database } from '../db/schema';
import { refusedRequest, RequestError } from './errors';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, string | number | null>;

/**
 * The scenario tables a campaign file carries, in the order they are written back (sessions before
 * their log and their card areas). Only these tables are ever read from or written to by an
 * import, whatever a file names.
 */
const SCENARIO_TABLES = ['scenario_sessions', 'scenario_log', 'card_areas'] as const;

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((r) => r.name);
}

/** The scenario sessions of a campaign and their logs, as plain rows; empty before migration 0004. */
export async function readScenarioTables(db: Db, campaignId: string): Promise<TableRows[]> {
  if ((await columnsOf(db, 'scenario_sessions')).length === 0) return [];
  const sessions = await sql<Row>`select * from scenario_sessions where campaign_id = ${campaignId} order by created_at, id`.execute(db);
  const log =
    await sql<Row>`select l.* from scenario_log l join scenario_sessions s on s.id = l.session_id where s.campaign_id = ${campaignId} order by l.session_id, l.seq`.execute(
      db,
    );
  const tables: TableRows[] = [
    { table: 'scenario_sessions', rows: sessions.rows },
    { table: 'scenario_log', rows: log.rows },
  ];
  if ((await columnsOf(db, 'card_areas')).length === 0) return tables;
  // The areas drawn for the packs its sessions came from, and for its sessions without a pack.
  const areas =
    await sql<Row>`select a.* from card_areas a where a.owner in (select pack_id from scenario_sessions where campaign_id = ${campaignId} and pack_id is not null) or a.session_id in (select id from scenario_sessions where campaign_id = ${campaignId}) order by a.owner, a.deck, a.card_id`.execute(
      db,
    );
  return areas.rows.length === 0 ? tables : [...tables, { table: 'card_areas', rows: areas.rows }];
}

/**
 * Writes a file's scenario rows for the new campaign: new session ids, the new campaign id, and
 * only columns the table has. Runs inside the import's transaction, so a bad row undoes it all.
 * Returns the new id of each session, by its id in the file.
 */
export async function writeScenarioTables(
  trx: Transaction<Database>,
  tables: readonly TableRows[],
  oldCampaignId: string,
  newCampaignId: string,
  newId: () => string,
): Promise<Map<string, string>> {
  const sessionIds = new Map<string, string>();
  if (tables.length === 0) return sessionIds;
  for (const name of SCENARIO_TABLES) {
    const index = tables.findIndex((t) => t.table === name);
    if (index < 0) continue;
    const columns = await columnsOf(trx, name);
    if (columns.length === 0) throw refusedRequest(RequestError, 'files.tables.noTable', { path: `scenarioLogs.${index}`, table: name });
    for (const [rowIndex, row] of tables[index]!.rows.entries()) {
      const where = `scenarioLogs.${index}.rows.${rowIndex}`;
      const unknown = Object.keys(row).filter((c) => !columns.includes(c));
      if (unknown.length > 0)
        throw refusedRequest(RequestError, 'files.tables.unknownColumns', {
          path: where,
          count: unknown.length,
          columns: unknown.join(', '),
        });
      const copy: Row = { ...row };
      if (name === 'scenario_sessions') {
        if (copy.campaign_id !== oldCampaignId)
          throw refusedRequest(RequestError, 'files.tables.otherCampaign', { path: `${where}.campaign_id` });
        const fresh = newId();
        sessionIds.set(String(copy.id), fresh);
        copy.id = fresh;
        copy.campaign_id = newCampaignId;
      } else if (name === 'card_areas' && copy.session_id === null) {
        // A pack's areas: what this device drew for the pack already is kept.
        if (typeof copy.owner === 'string' && copy.owner.startsWith('session:'))
          throw refusedRequest(RequestError, 'files.tables.packAreaSession', { path: `${where}.owner` });
        await insertRow(trx, name, copy, where, true);
        continue;
      } else {
        const session = sessionIds.get(String(copy.session_id));
        if (!session) throw refusedRequest(RequestError, 'files.tables.noSession', { path: `${where}.session_id` });
        copy.session_id = session;
        if (name === 'card_areas') copy.owner = `session:${session}`;
      }
      await insertRow(trx, name, copy, where, false);
    }
  }
  return sessionIds;
}

async function insertRow(trx: Transaction<Database>, table: string, row: Row, where: string, isKeptIfPresent: boolean): Promise<void> {
  try {
    // Column names were checked against the table above; kysely quotes them.
    await trx
      .insertInto(table as never)
      .values(row as never)
      .$call((q) => (isKeptIfPresent ? q.onConflict((c) => c.doNothing()) : q))
      .execute();
  } catch (error) {
    // The database's own words are a value: SQLite says them in English only.
    throw refusedRequest(RequestError, 'files.tables.notWritten', { path: where, message: (error as Error).message });
  }
}
