import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NewScenarioSessionParsed, ScenarioSessionSummary, ScenarioSessionView } from '@shared/ipc/scenario-types';
import {
  scenarioEngine,
  scenarioStateSchema,
  type ScenarioCommand,
  type ScenarioCommandInput,
  type ScenarioEvent,
  type ScenarioState,
} from '@shared/rules/scenario';
import type { Database } from '../db/schema';
import type { ContentService } from './content';
import { NotFoundError, RequestError, refusedRequest } from './errors';
import { aggregate } from './aggregate';
import { readJson } from './json-column';
import { readOrNull } from './event-log';
import { applySettlement, campaignScenarioRewards, withRecordedRewards, type SettlementChoices } from './scenario-settlement';
import { scenarioPermissionFacts, type PermissionFacts } from '@shared/table/permissions';
import { nextTurn } from '@shared/rules/scenario/initiative';
import { commandEdges, loadSession, refusalInReaderNames, scenarioRefusal, sessionStatus, type Db } from './scenario-session-rows';
import { createScenarioStart } from './scenario-start';
import type { LayoutOf } from './scenario-setup';
import { sessionView, titleOf } from './scenario-view';

/**
 * A check a write must pass, made inside the write's own transaction so nothing can change between
 * the check and the write (table mode: may this device do this? shared/table/permissions.ts). It
 * gets the facts the permissions weigh; a sentence refuses the write and nothing is changed.
 */
export type ScenarioWriteCheck = (facts: PermissionFacts) => string | null;

/** What a request brings to a scenario read or write: table mode's `check`, and the language its view's names and lines are in. */
export interface ScenarioRequest {
  check?: ScenarioWriteCheck | undefined;
  language?: AnyLanguage;
}

export interface ScenarioServiceOptions {
  now?: () => Date;
  newId?: () => string;
  /** The seed of a new scenario; by default 32 random bits from node:crypto, picked once and stored. */
  newSeed?: () => number;
  historyLimit?: number;
  /** Where a scenario's imported map is found (main/services/layouts.ts); without it every board is drawn. */
  layoutOf?: LayoutOf;
}

/**
 * Scenarios played at the table. The engine decides; this stores. Every write is one transaction:
 * a command's log row and the new snapshot land together, or nothing does.
 */
/**
 * The session's history goes through the event log every aggregate uses; a session's status
 * follows its state (settled is set apart, by the settlement).
 */
const log = aggregate<ScenarioState, ScenarioCommand, ScenarioEvent>({
  engine: scenarioEngine,
  aggregate: 'scenario_sessions',
  log: 'scenario_log',
  ownerColumn: 'session_id',
  columnsOf: (state) => ({ status: state.phase === 'ended' ? 'ended' : 'playing' }),
  // A scenario's refusals answer as requests, with their catalog key so the router words them in the request's language.
  refused: (violation) => scenarioRefusal(violation),
  recordsEmpty: true,
  marksHidden: true,
});

/**
 * The scenario service, by concern: starting a session (scenario-start.ts), the view the screens
 * read (scenario-view.ts), a session's rows (scenario-session-rows.ts), its settlement
 * (scenario-settlement.ts), and here the list and the writes, each one transaction.
 */
export function createScenarioService(db: Kysely<Database>, content: ContentService, options: ScenarioServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const newId = options.newId ?? randomUUID;
  const newSeed = options.newSeed ?? (() => randomBytes(4).readUInt32LE(0));
  const historyLimit = options.historyLimit ?? 60;
  const start = createScenarioStart(db, content, { now, newId, newSeed, historyLimit, layoutOf: options.layoutOf });
  const view = (trx: Db, sessionId: string, language: AnyLanguage = SOURCE_LANGUAGE) => sessionView(trx, sessionId, language, historyLimit);

  /** The sessions, newest first; an ad hoc one titled in the request's language. */
  async function list(campaignId?: string, { language = SOURCE_LANGUAGE }: ScenarioRequest = {}): Promise<ScenarioSessionSummary[]> {
    let query = db.selectFrom('scenario_sessions').selectAll();
    if (campaignId !== undefined) query = query.where('campaign_id', '=', campaignId);
    const rows = await query.orderBy('updated_at', 'desc').execute();
    return Promise.all(
      rows.map(async (row) => {
        // One damaged row is listed as damaged, by the name kept beside it; the others stay as they are.
        const state = readOrNull(() => readJson(scenarioStateSchema, row.state));
        return {
          id: row.id,
          campaignId: row.campaign_id,
          name: titleOf(row, language) ?? row.name,
          edition: state?.edition ?? 'gh1',
          status: await sessionStatus(db, row),
          round: state?.round ?? 0,
          characters: state ? Object.values(state.characters).map((c) => c.name) : [],
          updatedAt: row.updated_at,
          ...(state ? {} : { isDamaged: true }),
        };
      }),
    );
  }

  async function get(sessionId: string, { language }: ScenarioRequest = {}): Promise<ScenarioSessionView> {
    return view(db, sessionId, language);
  }

  /** Takes a parsed command: the router parses at the boundary, so it is not parsed again here. */
  async function execute(
    sessionId: string,
    command: ScenarioCommand,
    { check, language }: ScenarioRequest = {},
  ): Promise<ScenarioSessionView> {
    return db.transaction().execute(async (trx) => {
      const { row, state } = await loadSession(trx, sessionId);
      if (check) refuseUnlessChecked(check, state);
      try {
        await log.executeIn(trx, sessionId, command, now());
      } catch (error) {
        throw await refusalInReaderNames(trx, row.pack_id, error, language);
      }
      return view(trx, sessionId, language);
    });
  }

  /** Takes back the newest live command: rebuilds from the initial state by replaying the stored events of the rest. */
  async function undo(sessionId: string, { check, language }: ScenarioRequest = {}): Promise<ScenarioSessionView> {
    return db.transaction().execute(async (trx) => {
      await refuseWhenSettled(trx, sessionId, 'undone');
      if (check) refuseUnlessChecked(check, (await loadSession(trx, sessionId)).state, (await commandEdges(trx, sessionId)).newestLive);
      await log.undo(trx, sessionId, now());
      return view(trx, sessionId, language);
    });
  }

  /** Applies the oldest undone command again with its stored events: the same card is drawn. */
  async function redo(sessionId: string, { check, language }: ScenarioRequest = {}): Promise<ScenarioSessionView> {
    return db.transaction().execute(async (trx) => {
      await refuseWhenSettled(trx, sessionId, 'redone');
      if (check) refuseUnlessChecked(check, (await loadSession(trx, sessionId)).state, (await commandEdges(trx, sessionId)).nextRedo);
      await log.redo(trx, sessionId, now());
      return view(trx, sessionId, language);
    });
  }

  /** The write's check, weighed on the state this transaction read: its sentence refuses the write. */
  function refuseUnlessChecked(check: ScenarioWriteCheck, state: ScenarioState, edge?: ScenarioCommandInput | null): void {
    const refusal = check(scenarioPermissionFacts(state, nextTurn(state)?.figure ?? null, edge));
    if (refusal !== null) throw new RequestError(refusal);
  }

  /**
   * Settles an ended scenario: its campaign gains every character's experience, gold and
   * checkmarks and the scenario's result as one campaign history entry, and the session is marked
   * settled, in one transaction. Undoing that entry in the campaign makes the session settleable again.
   */
  async function settleSession(
    sessionId: string,
    battleGoalCheckmarks: Record<string, number>,
    choices: SettlementChoices = {},
    { language }: ScenarioRequest = {},
  ): Promise<ScenarioSessionView> {
    return db.transaction().execute(async (trx) => {
      const { row, state } = await loadSession(trx, sessionId);
      if ((await sessionStatus(trx, row)) === 'settled') throw refusedRequest(RequestError, 'host.settlement.already');
      await applySettlement(trx, {
        sessionId,
        campaignId: row.campaign_id,
        packId: row.pack_id,
        scenarioName: row.name,
        state,
        battleGoalCheckmarks,
        choices,
        at: now(),
      });
      await trx.updateTable('scenario_sessions').set({ status: 'settled', updated_at: now() }).where('id', '=', sessionId).execute();
      return view(trx, sessionId, language);
    });
  }

  async function remove(sessionId: string): Promise<void> {
    const result = await db.deleteFrom('scenario_sessions').where('id', '=', sessionId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw refusedRequest(NotFoundError, 'host.missing.scenario');
  }

  async function refuseWhenSettled(trx: Db, sessionId: string, what: 'undone' | 'redone'): Promise<void> {
    const { row } = await loadSession(trx, sessionId);
    if ((await sessionStatus(trx, row)) === 'settled')
      throw refusedRequest(RequestError, what === 'undone' ? 'host.settlement.noUndo' : 'host.settlement.noRedo');
  }

  return {
    start: (input: NewScenarioSessionParsed, { language }: ScenarioRequest = {}) => start(input, language ?? SOURCE_LANGUAGE),
    list,
    get,
    execute,
    undo,
    redo,
    settle: settleSession,
    remove,
    campaignRewards: (campaignId: string, scenarioId: string, language: AnyLanguage) =>
      campaignScenarioRewards(db, campaignId, scenarioId, language),
    withRecordedRewards: (campaignId: string, command: Parameters<typeof withRecordedRewards>[2]) =>
      withRecordedRewards(db, campaignId, command),
  };
}

export type ScenarioService = ReturnType<typeof createScenarioService>;
