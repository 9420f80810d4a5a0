import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../main/db/open';
import { rowLine } from '../main/services/history-words';
import { MIGRATIONS } from './index';

const BEFORE = MIGRATIONS.findIndex(([name]) => name === '0008_history_words');

/** A data file as Haven left it just before history lines were keyed, with one English line in each log. */
async function fileBeforeWords(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'haven-m13-')), 'haven.sqlite3');
  const sqlite = new BetterSqlite3(file);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  const provider = { getMigrations: async () => Object.fromEntries(MIGRATIONS.slice(0, BEFORE)) };
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  sqlite.pragma(`user_version = ${BEFORE}`);
  const state = '{}';
  await db
    .insertInto('campaigns')
    .values({ id: 'c', name: 'Old', edition: 'gh1', mode: 'campaign', initial_state: state, state, created_at: 't', updated_at: 't' })
    .execute();
  await db
    .insertInto('campaign_history')
    .values({ campaign_id: 'c', seq: 1, command: '{}', events: '[]', summary: 'Reputation +1 (0 → 1)', at: 't' })
    .execute();
  await db.destroy();
  return file;
}

describe('migration 0008: history lines kept as keyed words', () => {
  it('adds an empty words column to every log, and a row stored before reads its English line in any language', async () => {
    const opened = await openDatabase(await fileBeforeWords());
    try {
      const row = await opened.db.selectFrom('campaign_history').select(['summary', 'words']).executeTakeFirstOrThrow();
      expect(row).toEqual({ summary: 'Reputation +1 (0 → 1)', words: null });
      expect(rowLine(row, undefined, 'de')).toBe('Reputation +1 (0 → 1)');
      for (const table of ['founders_history', 'scenario_log'] as const) {
        const columns = (await opened.db.introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name);
        expect(columns).toContain('words');
      }
      // A row stored with words reads in the reader's language; words this build cannot read fall back to English.
      const words = JSON.stringify({ key: 'history.campaign.reputation', values: { change: '+1', from: 0, to: 1 } });
      expect(rowLine({ summary: 'Reputation +1 (0 → 1)', words }, undefined, 'de')).toBe('Ruf +1 (0 → 1)');
      expect(rowLine({ summary: 'Reputation +1 (0 → 1)', words: '{"key":"shell.title"}' }, undefined, 'de')).toBe('Reputation +1 (0 → 1)');
    } finally {
      await opened.close();
    }
  });
});
