import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../main/db/open';
import { emptyPosition } from '@shared/map/position';
import { MIGRATIONS } from './index';

/** A data file as Haven left it at schema version 5, with boards saved in their own table. */
async function versionFiveFile(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'haven-m6-')), 'haven.sqlite3');
  const sqlite = new BetterSqlite3(file);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  const provider = { getMigrations: async () => Object.fromEntries(MIGRATIONS.slice(0, 5)) };
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  sqlite.pragma('user_version = 5');
  const state = JSON.stringify({ edition: 'gh1', round: 2 });
  for (const id of ['drawn', 'odd', 'bare']) {
    await db
      .insertInto('scenario_sessions')
      .values({
        id,
        edition: 'gh1',
        scenario_id: 'x',
        name: id,
        setup: '{}',
        initial_state: state,
        state,
        status: 'playing',
        created_at: 't',
        updated_at: 't',
      })
      .execute();
  }
  const board = { ...emptyPosition('gh'), tiles: { '0,0': 'floor', '1,0': 'wall' } };
  await db
    .insertInto('scenario_boards')
    .values({ session_id: 'drawn', position: JSON.stringify(board), updated_at: 't' })
    .execute();
  await db
    .insertInto('scenario_boards')
    .values({ session_id: 'odd', position: JSON.stringify({ format: 'something-else' }), updated_at: 't' })
    .execute();
  await db.destroy();
  return file;
}

describe('migration 0006: the board moves into the scenario state', () => {
  it('puts a saved board into the state and the initial state, drops an unreadable one, and removes the old table', async () => {
    const opened = await openDatabase(await versionFiveFile());
    try {
      const rows = await opened.db.selectFrom('scenario_sessions').select(['id', 'state', 'initial_state']).orderBy('id').execute();
      const boards = Object.fromEntries(rows.map((r) => [r.id, [JSON.parse(r.state).board, JSON.parse(r.initial_state).board]]));
      expect(boards.drawn?.[0]?.tiles).toEqual({ '0,0': 'floor', '1,0': 'wall' });
      // Rebuilding from the initial state keeps the board drawn before the upgrade.
      expect(boards.drawn?.[1]).toEqual(boards.drawn?.[0]);
      expect(boards.odd).toEqual([undefined, undefined]);
      expect(boards.bare).toEqual([undefined, undefined]);
      expect(JSON.parse(rows[0]!.state).round).toBe(2);
      const tables = opened.sqlite.prepare("select name from sqlite_master where type = 'table' and name = 'scenario_boards'").all();
      expect(tables).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
