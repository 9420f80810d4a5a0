import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../main/db/open';
import { rowLine } from '../main/services/history-words';
import { MIGRATIONS } from './index';

const BEFORE = MIGRATIONS.findIndex(([name]) => name === '0010_founders_history_words');

/** A data file as Haven left it before Founders values were words: lines with bare resource, tile and vote-tile ids. */
async function fileWithIds(lines: readonly object[]): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'haven-m10-')), 'haven.sqlite3');
  const sqlite = new BetterSqlite3(file);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  const provider = { getMigrations: async () => Object.fromEntries(MIGRATIONS.slice(0, BEFORE)) };
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  sqlite.pragma(`user_version = ${BEFORE}`);
  await db
    .insertInto('founders_games')
    .values({ id: 'g', name: 'Old', initial_state: '{}', state: '{}', created_at: 't', updated_at: 't' })
    .execute();
  for (const [index, words] of lines.entries()) {
    await db
      .insertInto('founders_history')
      .values({ game_id: 'g', seq: index + 1, command: '{}', events: '[]', summary: 'English', at: 't', words: JSON.stringify(words) })
      .execute();
  }
  await db.destroy();
  return file;
}

describe('migration 0010: Founders history values become words', () => {
  it('reads a line stored with bare ids as it read before, in German and English', async () => {
    const imported = { key: 'history.founders.imported', values: { owner: 'Blue', resource: 'metal', tile: 'metal-1' } };
    const vote = {
      key: 'history.founders.vote',
      values: {
        caller: 'Red',
        influence: { join: 'comma', items: [{ key: 'history.founders.tileInfluence', values: { tile: 'circle', influence: 2 } }] },
        winner: 'circle',
        placer: 'Blue',
      },
    };
    const entered = { key: 'history.founders.resource', values: { resource: 'lumber', tier: 1 } };
    const opened = await openDatabase(await fileWithIds([imported, vote, entered]));
    try {
      const rows = await opened.db.selectFrom('founders_history').select(['summary', 'words']).orderBy('seq').execute();
      expect(rows.map((row) => rowLine(row, undefined, 'de'))).toEqual([
        'Blue hat Metall importiert (Plättchen Metall 1)',
        'Red hat eine Abstimmung einberufen (Kreis 2): Kreis gewinnt, Blue platziert das Gebäude',
        'Ressource eingetragen: lumber, Stufe 1',
      ]);
      expect(rowLine(rows[0]!, undefined, 'en')).toBe('Blue imported metal (tile metal 1)');
    } finally {
      await opened.close();
    }
  });
});
