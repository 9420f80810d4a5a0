import type { Kysely, Transaction } from 'kysely';
import type { ScenarioSessionStatus } from '@shared/ipc/scenario-types';
import { scenarioEngine, scenarioStateSchema, type ScenarioCommandInput } from '@shared/rules/scenario';
import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { refusalNamedIn, type Refusal } from '@shared/rules/refusal';
import type { Database } from '../db/schema';
import { NotFoundError, RequestError, refusedRequest } from './errors';
import { readRow } from './event-log';
import { namesOfPacks } from './history-words';
import { readJson } from './json-column';
import { isSettlementLive } from './scenario-settlement';

/** The database, or a transaction on it: a session's rows are read inside the write that needs them. */
export type Db = Kysely<Database> | Transaction<Database>;

/** The engine's refusal as a request error: its English sentence, and its key and values when it has them. */
export function scenarioRefusal(violation: { message: string; refusal?: Refusal }): RequestError {
  const error = new RequestError(violation.message);
  if (violation.refusal !== undefined) error.refusal = violation.refusal;
  return error;
}

/**
 * A refusal of the engine naming content (a monster type) by its pack's name in the request's
 * language, as the play screen names it; any other error as it is. Read inside the write's
 * transaction, which the error still rolls back.
 */
export async function refusalInReaderNames(
  trx: Db,
  packId: string | null,
  error: unknown,
  language: AnyLanguage | undefined,
): Promise<unknown> {
  if (!(error instanceof RequestError) || error.refusal === undefined || language === undefined || language === SOURCE_LANGUAGE)
    return error;
  error.refusal = refusalNamedIn(error.refusal, await namesOfPacks(trx, packId === null ? [] : [packId], language));
  return error;
}

/** A session's row and its state, read back (a damaged one refused by name). */
export async function loadSession(trx: Db, sessionId: string) {
  const row = await trx.selectFrom('scenario_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!row) throw refusedRequest(NotFoundError, 'host.missing.scenario');
  return { row, state: readRow(scenarioEngine.noun, row.name, () => readJson(scenarioStateSchema, row.state)) };
}

/** A session's status: settled only while its campaign still holds the settlement. */
export async function sessionStatus(
  trx: Db,
  row: { id: string; campaign_id: string | null; status: ScenarioSessionStatus },
): Promise<ScenarioSessionStatus> {
  if (row.status !== 'settled') return row.status;
  // Settled only while the campaign still holds the settlement (it may have been undone there).
  return row.campaign_id === null || (await isSettlementLive(trx, row.campaign_id, row.id)) ? 'settled' : 'ended';
}

/**
 * The command an undo would take back (the newest live one) and the one a redo would do again
 * (the oldest undone one), read in the undo's own transaction: table mode lets a player undo
 * only its own change, and no other write can come between that check and the undo.
 */
export async function commandEdges(
  trx: Db,
  sessionId: string,
): Promise<{ newestLive: ScenarioCommandInput | null; nextRedo: ScenarioCommandInput | null }> {
  const first = async (isUndone: 0 | 1, order: 'asc' | 'desc') => {
    const row = await trx
      .selectFrom('scenario_log')
      .select('command')
      .where('session_id', '=', sessionId)
      .where('is_undone', '=', isUndone)
      .orderBy('seq', order)
      .limit(1)
      .executeTakeFirst();
    return row ? (JSON.parse(row.command) as ScenarioCommandInput) : null;
  };
  return { newestLive: await first(0, 'desc'), nextRedo: await first(1, 'asc') };
}
