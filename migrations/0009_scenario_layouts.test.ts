import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../main/db/open';

let opened: OpenedDatabase;
beforeEach(async () => {
  opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-m9-')), 'haven.sqlite3'));
});
afterEach(() => opened.close());

const layout = { scenario_set: 'gloomhaven', scenario_number: 1, name: 'A', layout: '{}' };

describe('migration 0009: scenario layouts', () => {
  it('creates both tables STRICT, refusing a number stored as words', async () => {
    const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name in ('layout_imports', 'scenario_layouts')`.execute(
      opened.db,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.sql).toMatch(/\bstrict\s*$/i);
    await opened.db.insertInto('layout_imports').values({ id: 'vgb', name: 'V', report: '{}', imported_at: 't' }).execute();
    await expect(
      sql`insert into scenario_layouts (import_id, scenario_set, scenario_number, name, layout) values ('vgb', 'gloomhaven', 'one', 'A', '{}')`.execute(
        opened.db,
      ),
    ).rejects.toThrow(/cannot store TEXT value in INTEGER column/);
  });

  it('keeps one layout per scenario, removed with its import', async () => {
    await opened.db.insertInto('layout_imports').values({ id: 'vgb', name: 'V', report: '{}', imported_at: 't' }).execute();
    await opened.db
      .insertInto('scenario_layouts')
      .values({ import_id: 'vgb', ...layout })
      .execute();
    await expect(
      opened.db
        .insertInto('scenario_layouts')
        .values({ import_id: 'vgb', ...layout })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      opened.db
        .insertInto('scenario_layouts')
        .values({ import_id: 'other', ...layout, scenario_number: 2 })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await opened.db.deleteFrom('layout_imports').execute();
    expect(await opened.db.selectFrom('scenario_layouts').selectAll().execute()).toEqual([]);
  });
});
