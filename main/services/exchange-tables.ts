import { sql, type Kysely, type Transaction } from 'kysely';
import type { TableRows } from '../../shared/exchange';
import type { Database } from '../db/schema';
import { RequestError } from './errors';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Record<string, string | number | null>;

/**
 * The scenario tables a campaign file carries, in the order they are written back (sessions before
 * their log). Only these tables are ever read from or written to by an import, whatever a file names.
 */
const SCENARIO_TABLES = ['scenario_sessions', 'scenario_log'] as const;

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
  return [
    { table: 'scenario_sessions', rows: sessions.rows },
    { table: 'scenario_log', rows: log.rows },
  ];
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
    if (columns.length === 0)
      throw new RequestError(
        `scenarioLogs.${index}: this Haven has no ${name} table yet; update Haven to import this campaign's scenario logs. Nothing was imported.`,
      );
    for (const [rowIndex, row] of tables[index]!.rows.entries()) {
      const where = `scenarioLogs.${index}.rows.${rowIndex}`;
      const unknown = Object.keys(row).filter((c) => !columns.includes(c));
      if (unknown.length > 0) throw new RequestError(`${where}: unknown column(s) ${unknown.join(', ')}. Nothing was imported.`);
      const copy: Row = { ...row };
      if (name === 'scenario_sessions') {
        if (copy.campaign_id !== oldCampaignId)
          throw new RequestError(`${where}.campaign_id: the session belongs to another campaign. Nothing was imported.`);
        const fresh = newId();
        sessionIds.set(String(copy.id), fresh);
        copy.id = fresh;
        copy.campaign_id = newCampaignId;
      } else {
        const session = sessionIds.get(String(copy.session_id));
        if (!session) throw new RequestError(`${where}.session_id: no session of this file has that id. Nothing was imported.`);
        copy.session_id = session;
      }
      try {
        // Column names were checked against the table above; kysely quotes them.
        await trx
          .insertInto(name as never)
          .values(copy as never)
          .execute();
      } catch (error) {
        throw new RequestError(`${where}: ${(error as Error).message}. Nothing was imported.`);
      }
    }
  }
  return sessionIds;
}
