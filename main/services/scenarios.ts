import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Scenario } from '@shared/content/model/scenario';
import type {
  NewScenarioSessionParsed,
  ScenarioHistoryEntry,
  ScenarioSessionStatus,
  ScenarioSessionSummary,
  ScenarioSessionView,
} from '@shared/ipc/scenario-types';
import {
  decide,
  evolveAll,
  openingEvents,
  scenarioEngine,
  scenarioStateSchema,
  setUpScenario,
  type ScenarioCommand,
  type ScenarioCommandInput,
  type ScenarioEvent,
  type ScenarioState,
} from '@shared/rules/scenario';
import { syncWithSession } from '@shared/automaton/session';
import type { Database } from '../db/schema';
import type { ContentService } from './content';
import { NotFoundError, RequestError, refusedRequest } from './errors';
import { aggregate } from './aggregate';
import { readJson } from './json-column';
import { readOrNull, readRow } from './event-log';
import { lastModifierDraw } from '@shared/rules/scenario/view/modifier-draw';
import { prepareSetup, type LayoutOf } from './scenario-setup';
import { campaignLog } from './campaigns';
import {
  applySettlement,
  appliedCheckmarksOf,
  isSettlementLive,
  settlementRewardsView,
  type SettlementChoices,
} from './scenario-settlement';
import { modifierDecksView, monsterGroupsView, settlementOf, turnOrderView } from '@shared/rules/scenario/view/views';
import { roomsView } from '@shared/content/rooms-view';
import { tableStateOf } from '@shared/rules/scenario/view/table-state';
import { mapView } from '@shared/rules/scenario/view/map-view';
import { scenarioPermissionFacts, type PermissionFacts } from '@shared/table/permissions';
import { nextTurn } from '@shared/rules/scenario/initiative';
import { namesOfPacks, rowLine, scenarioRulesView } from './history-words';
import { withLocalNames } from '@shared/rules/scenario/view/localized';
import type { Refusal } from '@shared/rules/refusal';

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

type Db = Kysely<Database> | Transaction<Database>;

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

/** The engine's refusal as a request error: its English sentence, and its key and values when it has them. */
function scenarioRefusal(violation: { message: string; refusal?: Refusal }): RequestError {
  const error = new RequestError(violation.message);
  if (violation.refusal !== undefined) error.refusal = violation.refusal;
  return error;
}

export function createScenarioService(db: Kysely<Database>, content: ContentService, options: ScenarioServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const newId = options.newId ?? randomUUID;
  const newSeed = options.newSeed ?? (() => randomBytes(4).readUInt32LE(0));
  const historyLimit = options.historyLimit ?? 60;

  async function start(input: NewScenarioSessionParsed, { language }: ScenarioRequest = {}): Promise<ScenarioSessionView> {
    const prepared = await prepareSetup(db, content, input, newSeed(), options.layoutOf);
    const setUp = setUpScenario(prepared.setup);
    if ('violation' in setUp) throw scenarioRefusal(setUp.violation);
    let state = setUp.state;
    if (prepared.firstRoom !== null && prepared.firstRoom.monsters.length > 0) {
      // The first room is part of the setup (guide "Scenario setup"): undo never goes before it.
      // A command built here from content data: parsed once, as any command entering the engine, to fill its defaults.
      const reveal = scenarioEngine.commandSchema.parse({
        type: 'RevealRoom',
        roomId: prepared.firstRoom.roomId,
        monsters: prepared.firstRoom.monsters,
      });
      const placed = decide(state, reveal);
      if ('violation' in placed) throw scenarioRefusal(placed.violation);
      state = evolveAll(state, placed.events);
    }
    // The scenario's rules for the start of round 1 (curses in every deck...) are part of the setup too.
    const opening = openingEvents(state);
    if ('violation' in opening) throw scenarioRefusal(opening.violation);
    state = evolveAll(state, opening.events);
    const id = newId();
    const at = now();
    const json = JSON.stringify(state);
    // One transaction: the session, and the campaign taking what events kept for this scenario's
    // start (put into the setup above), land together or not at all.
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('scenario_sessions')
        .values({
          id,
          campaign_id: input.campaignId ?? null,
          edition: state.edition,
          pack_id: input.packId,
          scenario_id: state.scenarioId,
          name: prepared.name,
          setup: JSON.stringify(prepared.setup),
          initial_state: json,
          state: json,
          status: 'playing',
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (input.campaignId !== undefined && prepared.takesNextScenarioEffects) {
        await campaignLog.executeIn(trx, input.campaignId, { type: 'TakeNextScenarioEffects', scenarioId: state.scenarioId }, at);
      }
    });
    return view(db, id, language);
  }

  async function list(campaignId?: string): Promise<ScenarioSessionSummary[]> {
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
          name: row.name,
          edition: state?.edition ?? 'gh1',
          status: await statusOf(db, row),
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
      const { state } = await load(trx, sessionId);
      if (check) refuseUnlessChecked(check, state);
      await log.executeIn(trx, sessionId, command, now());
      return view(trx, sessionId, language);
    });
  }

  /** Takes back the newest live command: rebuilds from the initial state by replaying the stored events of the rest. */
  async function undo(sessionId: string, { check, language }: ScenarioRequest = {}): Promise<ScenarioSessionView> {
    return db.transaction().execute(async (trx) => {
      await refuseWhenSettled(trx, sessionId, 'undone');
      if (check) refuseUnlessChecked(check, (await load(trx, sessionId)).state, (await edgesIn(trx, sessionId)).newestLive);
      await log.undo(trx, sessionId, now());
      return view(trx, sessionId, language);
    });
  }

  /** Applies the oldest undone command again with its stored events: the same card is drawn. */
  async function redo(sessionId: string, { check, language }: ScenarioRequest = {}): Promise<ScenarioSessionView> {
    return db.transaction().execute(async (trx) => {
      await refuseWhenSettled(trx, sessionId, 'redone');
      if (check) refuseUnlessChecked(check, (await load(trx, sessionId)).state, (await edgesIn(trx, sessionId)).nextRedo);
      await log.redo(trx, sessionId, now());
      return view(trx, sessionId, language);
    });
  }

  /**
   * The command an undo would take back (the newest live one) and the one a redo would do again
   * (the oldest undone one), read in the undo's own transaction: table mode lets a player undo
   * only its own change, and no other write can come between that check and the undo.
   */
  async function edgesIn(
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
      const { row, state } = await load(trx, sessionId);
      if ((await statusOf(trx, row)) === 'settled') throw refusedRequest(RequestError, 'host.settlement.already');
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
    const { row } = await load(trx, sessionId);
    if ((await statusOf(trx, row)) === 'settled')
      throw refusedRequest(RequestError, what === 'undone' ? 'host.settlement.noUndo' : 'host.settlement.noRedo');
  }

  async function statusOf(
    trx: Db,
    row: { id: string; campaign_id: string | null; status: ScenarioSessionStatus },
  ): Promise<ScenarioSessionStatus> {
    if (row.status !== 'settled') return row.status;
    // Settled only while the campaign still holds the settlement (it may have been undone there).
    return row.campaign_id === null || (await isSettlementLive(trx, row.campaign_id, row.id)) ? 'settled' : 'ended';
  }

  async function load(trx: Db, sessionId: string) {
    const row = await trx.selectFrom('scenario_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
    if (!row) throw refusedRequest(NotFoundError, 'host.missing.scenario');
    return { row, state: readRow(scenarioEngine.noun, row.name, () => readJson(scenarioStateSchema, row.state)) };
  }

  async function view(trx: Db, sessionId: string, language: AnyLanguage = SOURCE_LANGUAGE): Promise<ScenarioSessionView> {
    const { row, state: stored } = await load(trx, sessionId);
    // The names a player reads (monsters, in the lines and the view) in the reader's language where
    // the pack has labels; the stored state keeps the English names the engine books by.
    const names = await namesOfPacks(trx, row.pack_id === null ? [] : [row.pack_id], language);
    const state = withLocalNames(stored, names);
    const rows = await trx
      .selectFrom('scenario_log')
      .select(['seq', 'summary', 'words', 'command', 'events', 'reveals_hidden', 'is_undone', 'at'])
      .where('session_id', '=', sessionId)
      .orderBy('seq', 'desc')
      .limit(historyLimit)
      .execute();
    const undone = await trx
      .selectFrom('scenario_log')
      .select(sql<number>`count(*)`.as('n'))
      .where('session_id', '=', sessionId)
      .where('is_undone', '=', 1)
      .executeTakeFirst();
    const status = await statusOf(trx, row);
    let scenario: Scenario | null = null;
    if (row.pack_id !== null && row.scenario_id !== 'ad-hoc') {
      const record = await trx
        .selectFrom('content_records')
        .select('data')
        .where('pack_id', '=', row.pack_id)
        .where('kind', '=', 'scenarios')
        .where('record_id', '=', row.scenario_id)
        .executeTakeFirst();
      scenario = record ? (JSON.parse(record.data) as Scenario) : null;
    }
    const rooms = roomsView(state, scenario);
    const history: ScenarioHistoryEntry[] = rows.map((r) => ({
      seq: r.seq,
      summary: rowLine(r, names, language),
      // A damaged row's command cannot name its type; its stored line still reads.
      commandType: readOrNull(() => (JSON.parse(r.command) as { type: string }).type) ?? '',
      revealsHidden: r.reveals_hidden === 1,
      isUndone: r.is_undone === 1,
      at: r.at,
    }));
    // The scenario's name as setup wrote it ("5 A Ritual in Stone"), its name in the request's language.
    const numbered = (name: string) => (scenario ? `${scenario.index === scenario.id ? '' : `${scenario.index} `}${name}` : name);
    const name = scenario && row.name === numbered(scenario.name) ? numbered(names('scenarios', scenario.id, scenario.name)) : row.name;
    return {
      id: row.id,
      campaignId: row.campaign_id,
      packId: row.pack_id,
      scenarioId: row.scenario_id,
      name,
      edition: state.edition,
      status,
      state: tableStateOf(state),
      board: state.board ? syncWithSession(state.board, state) : null,
      canUndo: status !== 'settled' && rows.some((r) => r.is_undone === 0),
      canRedo: status !== 'settled' && Number(undone?.n ?? 0) > 0,
      undoRedo: await edgesIn(trx, sessionId).then(({ newestLive, nextRedo }) => ({ undo: newestLive, redo: nextRedo })),
      turnOrder: turnOrderView(state),
      monsterGroups: monsterGroupsView(state),
      rooms,
      map: mapView(state, rooms),
      modifierDecks: modifierDecksView(state),
      lastModifierDraw: lastModifierDraw(
        state,
        rows.filter((r) => r.is_undone === 0),
      ),
      settlement: settlementOf(state),
      rewards:
        state.outcome === null || scenario === null || row.pack_id === null
          ? null
          : await settlementRewardsView(trx, row.pack_id, scenario),
      appliedCheckmarks: status === 'settled' && row.campaign_id !== null ? await appliedCheckmarksOf(trx, row.campaign_id, row.id) : null,
      scenarioRules: scenarioRulesView(scenario, state, names, language),
      history,
    };
  }

  return { start, list, get, execute, undo, redo, settle: settleSession, remove };
}

export type ScenarioService = ReturnType<typeof createScenarioService>;
