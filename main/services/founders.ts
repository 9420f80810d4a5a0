import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { violation } from '@shared/rules/engine';
import {
  decide,
  evolve,
  foundersEngine,
  foundersStateSchema,
  isViolation,
  newFoundersGame,
  parseCommand,
  refused,
  type FoundersCommand,
  type FoundersEvent,
  type FoundersState,
  type ResourceKind,
} from '@shared/rules/founders';
import type { FoundersHistoryEntry, FoundersSummary, FoundersView, NewFoundersGameParsed } from '@shared/ipc/channels/founders';
import type { Database } from '../db/schema';
import { aggregate } from './aggregate';
import { NotFoundError, RefusedError, RequestError, refusedRequest } from './errors';
import { readJson } from './json-column';
import { readOrNull, readRow } from './event-log';

export interface FoundersServiceOptions {
  now?: () => Date;
  newId?: () => string;
  /** How many history entries a history read returns by default (the newest). */
  historyLimit?: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The Founders of Gloomhaven use cases, stored beside (not inside) the Gloomhaven campaigns. Every
 * write is one transaction: the command, its events and the new snapshot land together or not at all.
 */
const log = aggregate<FoundersState, FoundersCommand, FoundersEvent>({
  engine: foundersEngine,
  aggregate: 'founders_games',
  log: 'founders_history',
  ownerColumn: 'game_id',
});

export function createFoundersService(db: Kysely<Database>, options: FoundersServiceOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  const newId = options.newId ?? randomUUID;
  const historyLimit = options.historyLimit ?? 500;

  async function list(): Promise<FoundersSummary[]> {
    const rows = await db
      .selectFrom('founders_games')
      .select(['id', 'name', 'state', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .execute();
    return rows.map((row) => {
      // One damaged row is listed as damaged, by the name kept beside it; the others stay as they are.
      const state = readOrNull(() => parseState(row.state));
      return {
        id: row.id,
        name: row.name,
        players: state ? state.players.map((p) => ({ colour: p.colour, race: p.race, points: p.points })) : [],
        winner: state?.winner ?? null,
        updatedAt: row.updated_at,
        isDamaged: state === null,
      };
    });
  }

  /** Sets the game up (Setup) as it is created: the set-up game is where undo rebuilds from. */
  async function create(input: NewFoundersGameParsed): Promise<FoundersView> {
    // A command built here from the request: parsed once, as any command entering the engine, so its schema's checks apply.
    const setUp = parseCommand({
      type: 'SetUpGame',
      players: input.players,
      resources: input.resourceTree === 'rulebook' ? undefined : enteredTree(input.resources ?? [], input.neutralResources),
      neutralResources: input.neutralResources,
      startingMoney: input.startingMoney,
    });
    const events = isViolation(setUp) ? setUp : decide(newFoundersGame, setUp);
    if (isViolation(events)) {
      const notCreated = refused('founders.notCreated', {}, { reason: [events.refusal] });
      throw new RefusedError(violation('founders-rule', notCreated.violation, notCreated.refusal).violation);
    }
    const state = events.reduce(evolve, newFoundersGame);
    const id = newId();
    const at = now();
    const json = JSON.stringify(state);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('founders_games')
        .values({ id, name: input.name, initial_state: json, state: json, created_at: at, updated_at: at })
        .execute();
    });
    return view(db, id);
  }

  async function get(gameId: string): Promise<FoundersView> {
    return view(db, gameId);
  }

  async function execute(gameId: string, command: FoundersCommand): Promise<FoundersView> {
    return db.transaction().execute(async (trx) => {
      await log.executeIn(trx, gameId, command, now());
      return view(trx, gameId);
    });
  }

  /** Takes back the newest live command and rebuilds the game from its set-up state without it. */
  async function undo(gameId: string): Promise<FoundersView> {
    return db.transaction().execute(async (trx) => {
      await log.undo(trx, gameId, now());
      return view(trx, gameId);
    });
  }

  /** Applies again the oldest undone command, with the very events it had. */
  async function redo(gameId: string): Promise<FoundersView> {
    return db.transaction().execute(async (trx) => {
      await log.redo(trx, gameId, now());
      return view(trx, gameId);
    });
  }

  async function remove(gameId: string, confirmName: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('founders_games').select('name').where('id', '=', gameId).executeTakeFirst();
      if (!row) throw notFound();
      if (row.name !== confirmName) throw refusedRequest(RequestError, 'host.confirmDelete.foundersGame', { name: row.name });
      await trx.deleteFrom('founders_games').where('id', '=', gameId).execute();
    });
  }

  /** The newest entries first, undone ones included (marked) until a new command replaces them. */
  async function history(gameId: string, limit = historyLimit, language: AnyLanguage = SOURCE_LANGUAGE): Promise<FoundersHistoryEntry[]> {
    return log.history(db, gameId, limit, language);
  }

  async function view(trx: Db, gameId: string): Promise<FoundersView> {
    const row = await trx.selectFrom('founders_games').select(['name', 'state']).where('id', '=', gameId).executeTakeFirst();
    if (!row) throw notFound();
    const state = readRow(foundersEngine.noun, row.name, () => parseState(row.state));
    return { id: gameId, name: row.name, state, ...(await log.undoRedo(trx, gameId)) };
  }

  return { list, create, get, execute, undo, redo, remove, history };
}

export type FoundersService = ReturnType<typeof createFoundersService>;

/**
 * A tree the players enter from their own tiles. A neutral resource is a basic resource (Neutral
 * Buildings), so one named as neutral but not entered yet is entered as tier 1.
 */
function enteredTree(resources: readonly ResourceKind[], neutral: readonly string[]): ResourceKind[] {
  const missing = neutral.filter((name) => !resources.some((kind) => kind.resource === name));
  return [...resources, ...missing.map((resource): ResourceKind => ({ resource, tier: 1, prerequisites: [] }))];
}

/** The game a request names is not there; the sentence names no id. */
function notFound(): NotFoundError {
  return refusedRequest(NotFoundError, 'host.missing.foundersGame');
}

function parseState(json: string): FoundersState {
  return readJson(foundersStateSchema, json);
}
