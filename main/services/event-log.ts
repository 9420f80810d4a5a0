import { sql, type Kysely, type Transaction } from 'kysely';
import { ZodError } from 'zod';
import type { Database } from '../db/schema';
import { NotFoundError, RequestError, refusedRequest } from './errors';

type Db = Kysely<Database> | Transaction<Database>;

/** What every log table holds, one row per command. */
export interface LogRow {
  seq: number;
  command: string;
  events: string;
  summary: string;
  /** The line as keyed words (JSON), worded when read; null in rows stored before them. */
  words: string | null;
  at: string;
  is_undone: number;
}

export interface EventLogSpec<S, E> {
  /** The table of the aggregates: `id`, `initial_state`, `state`, `updated_at`. */
  aggregate: 'campaigns' | 'founders_games' | 'scenario_sessions';
  log: 'campaign_history' | 'founders_history' | 'scenario_log';
  /** The log's column naming its aggregate. */
  ownerColumn: 'campaign_id' | 'game_id' | 'session_id';
  /** "campaign", "game", "scenario": for the sentences a person reads. */
  noun: string;
  parseState(json: string): S;
  evolveAll(state: S, events: readonly E[]): S;
  /** Columns kept beside the snapshot (a campaign's name and mode). */
  columnsOf?(state: S): Record<string, string>;
}

/**
 * The history every aggregate keeps (campaigns, Founders games, scenario sessions): one row per
 * command with its events, a snapshot of the state, undo that rebuilds from the initial state
 * without the newest live command, redo that re-applies the stored events (so a redone draw draws
 * the same card), and a new command ending the redo trail. Callers run these inside their
 * transaction. The tables differ only in their names, so the queries name them dynamically.
 */
export function eventLog<S, E>(spec: EventLogSpec<S, E>) {
  // One contained cast: the three table pairs share these columns under different names.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = (db: Db) => db as unknown as Kysely<any>;
  const owner = sql.ref(spec.ownerColumn);

  async function load(db: Db, id: string): Promise<S> {
    const row = await any(db).selectFrom(spec.aggregate).select(['state', 'name']).where('id', '=', id).executeTakeFirst();
    if (!row) throw refusedRequest(NotFoundError, 'host.missing.aggregate', { noun: spec.noun });
    return readRow(spec.noun, row.name as string, () => spec.parseState(row.state as string));
  }

  async function save(db: Db, id: string, state: S, at: string): Promise<void> {
    await any(db)
      .updateTable(spec.aggregate)
      .set({ state: JSON.stringify(state), updated_at: at, ...spec.columnsOf?.(state) })
      .where('id', '=', id)
      .execute();
  }

  /** Records a decided command and its events, and stores the state they lead to. */
  async function append(
    db: Db,
    id: string,
    entry: { command: unknown; events: readonly E[]; summary: string; words?: string; at: string; extra?: Record<string, unknown> },
    next: S,
  ): Promise<number> {
    await any(db).deleteFrom(spec.log).where(owner, '=', id).where('is_undone', '=', 1).execute();
    const last = await any(db)
      .selectFrom(spec.log)
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where(owner, '=', id)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    await any(db)
      .insertInto(spec.log)
      .values({
        [spec.ownerColumn]: id,
        seq,
        command: JSON.stringify(entry.command),
        events: JSON.stringify(entry.events),
        summary: entry.summary,
        words: entry.words ?? null,
        at: entry.at,
        ...entry.extra,
      })
      .execute();
    await save(db, id, next, entry.at);
    return seq;
  }

  async function undo(db: Db, id: string, at: string): Promise<S> {
    await load(db, id);
    const row = await any(db)
      .selectFrom(spec.log)
      .select('seq')
      .where(owner, '=', id)
      .where('is_undone', '=', 0)
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    if (!row) throw refusedRequest(RequestError, 'host.log.nothingToUndo', { noun: spec.noun });
    await any(db).updateTable(spec.log).set({ is_undone: 1 }).where(owner, '=', id).where('seq', '=', row.seq).execute();
    const state = await rebuild(db, id);
    await save(db, id, state, at);
    return state;
  }

  async function redo(db: Db, id: string, at: string): Promise<S> {
    const state = await load(db, id);
    const row = await any(db)
      .selectFrom(spec.log)
      .select(['seq', 'events'])
      .where(owner, '=', id)
      .where('is_undone', '=', 1)
      .orderBy('seq', 'asc')
      .executeTakeFirst();
    if (!row) throw refusedRequest(RequestError, 'host.log.nothingToRedo', { noun: spec.noun });
    await any(db).updateTable(spec.log).set({ is_undone: 0 }).where(owner, '=', id).where('seq', '=', row.seq).execute();
    const next = await readRow(spec.noun, await nameOf(db, id), () => spec.evolveAll(state, JSON.parse(row.events as string) as E[]));
    await save(db, id, next, at);
    return next;
  }

  /** The initial state plus the events of every live command, in order. */
  async function rebuild(db: Db, id: string): Promise<S> {
    const aggregate = await any(db)
      .selectFrom(spec.aggregate)
      .select(['initial_state', 'name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await any(db)
      .selectFrom(spec.log)
      .select('events')
      .where(owner, '=', id)
      .where('is_undone', '=', 0)
      .orderBy('seq', 'asc')
      .execute();
    return readRow(spec.noun, aggregate.name as string, () =>
      rows.reduce(
        (state, row) => spec.evolveAll(state, JSON.parse(row.events as string) as E[]),
        spec.parseState(aggregate.initial_state as string),
      ),
    );
  }

  async function nameOf(db: Db, id: string): Promise<string> {
    const row = await any(db).selectFrom(spec.aggregate).select('name').where('id', '=', id).executeTakeFirst();
    return (row?.name as string | undefined) ?? '';
  }

  async function undoRedo(db: Db, id: string): Promise<{ canUndo: boolean; canRedo: boolean }> {
    const counts = await any(db)
      .selectFrom(spec.log)
      .select(['is_undone', (eb) => eb.fn.countAll<number>().as('n')])
      .where(owner, '=', id)
      .groupBy('is_undone')
      .execute();
    const count = (undone: number) => Number(counts.find((c) => c.is_undone === undone)?.n ?? 0);
    return { canUndo: count(0) > 0, canRedo: count(1) > 0 };
  }

  /** The newest rows first, undone ones included; `characterId` keeps a character's own commands. */
  async function rows(db: Db, id: string, limit: number, characterId?: string): Promise<Array<LogRow & { commandType: string }>> {
    let query = any(db)
      .selectFrom(spec.log)
      .select(['seq', 'command', 'events', 'summary', 'words', 'at', 'is_undone'])
      .where(owner, '=', id);
    if (characterId) query = query.where(sql`json_extract(command, '$.characterId')`, '=', characterId);
    const found = (await query.orderBy('seq', 'desc').limit(limit).execute()) as LogRow[];
    // A damaged row's command cannot name its type; its stored line still reads.
    return found.map((row) => ({ ...row, commandType: readOrNull(() => (JSON.parse(row.command) as { type: string }).type) ?? '' }));
  }

  return { load, save, append, undo, redo, rebuild, undoRedo, rows };
}

/**
 * What a stored row holds, read by `read`; a row that cannot be read back (its JSON or its schema
 * broken: damage inside the file that SQLite's quick_check does not see, issue 26) is refused with
 * a sentence naming it and what to do, instead of passing for a fault in Haven. Anything else is
 * thrown as it is.
 */
export function readRow<T>(noun: string, name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (isUnreadable(error)) throw refusedRequest(RequestError, 'host.damagedRow', { noun, name: name.slice(0, 80) });
    throw error;
  }
}

/** Whether an error is a stored text that does not read back: not JSON, or not what its schema says. */
export function isUnreadable(error: unknown): boolean {
  return error instanceof SyntaxError || error instanceof ZodError;
}

/** `read()`, or null when the row it reads is damaged. */
export function readOrNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (isUnreadable(error)) return null;
    throw error;
  }
}
