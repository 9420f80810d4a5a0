import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, openSync, readdirSync, readFileSync, closeSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';

const tempDir = () => mkdtempSync(join(tmpdir(), 'haven-damage-'));

/** A Haven file with a few hundred history rows, closed (checkpointed), and the page size. */
async function fileWithHistory(): Promise<{ file: string; historyRoot: number; pageSize: number }> {
  const file = join(tempDir(), 'haven.sqlite3');
  const o = await openDatabase(file);
  const state = JSON.stringify({ note: 'x' });
  o.sqlite
    .prepare(
      "insert into campaigns (id, name, edition, mode, initial_state, state, created_at, updated_at) values ('c1', 'Frost', 'gh1', 'campaign', ?, ?, 'now', 'now')",
    )
    .run(state, state);
  const insert = o.sqlite.prepare(
    "insert into campaign_history (campaign_id, seq, command, events, summary, at, is_undone) values ('c1', ?, '{}', '[]', ?, 'now', 0)",
  );
  o.sqlite.transaction(() => {
    for (let seq = 1; seq <= 400; seq += 1) insert.run(seq, `entry ${seq} `.repeat(20));
  })();
  const historyRoot = o.sqlite.prepare("select rootpage from sqlite_master where name = 'campaign_history'").pluck().get() as number;
  const pageSize = o.sqlite.pragma('page_size', { simple: true }) as number;
  await o.close();
  return { file, historyRoot, pageSize };
}

/** A small seeded generator, so a failure can be replayed. */
function bytesFrom(seed: number, count: number): Buffer {
  let x = seed;
  return Buffer.from(Array.from({ length: count }, () => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x & 0xff)));
}

describe('a damaged data file', () => {
  it.each([1, 2, 3, 4, 5])('is noticed at open when random bytes land inside a page (seed %i), and left untouched', async (seed) => {
    const { file, historyRoot, pageSize } = await fileWithHistory();
    // Inside the history table's root page: its header and cell pointers, 200 bytes in.
    const fd = openSync(file, 'r+');
    writeSync(fd, bytesFrom(seed, 200), 0, 200, (historyRoot - 1) * pageSize + 8 * seed);
    closeSync(fd);
    const before = readFileSync(file);
    const error = await openDatabase(file).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/is damaged .*left untouched.*Restore a backup.*restore-backup/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('opens a sound file with the same history without a word', async () => {
    const { file } = await fileWithHistory();
    const o = await openDatabase(file);
    expect(o.sqlite.prepare('select count(*) from campaign_history').pluck().get()).toBe(400);
    await o.close();
  });
});

describe('a migration that fails', () => {
  it('writes its full backup once, not again on every retry', async () => {
    const dir = tempDir();
    const file = join(dir, 'haven.sqlite3');
    // Format 0 with a table the first migration creates: every attempt fails the same way.
    const raw = new BetterSqlite3(file);
    raw.exec('create table campaigns (x integer); insert into campaigns values (42)');
    raw.close();
    const backups = () => readdirSync(dir).filter((f) => f.startsWith('haven.sqlite3.backup-v0-'));
    let minute = 0;
    const now = () => new Date(Date.UTC(2026, 0, 2, 3, minute++));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await expect(openDatabase(file, { now })).rejects.toThrow(
        /could not update .*left as it was\. A copy from before the attempt is at .*backup-v0-2026-01-02T03-00/,
      );
    }
    expect(backups()).toHaveLength(1);
    const copy = new BetterSqlite3(join(dir, backups()[0]!), { readonly: true });
    expect(copy.prepare('select x from campaigns').pluck().get()).toBe(42);
    copy.close();
  });

  it('writes a new backup when the file changed since the failed attempt', async () => {
    const dir = tempDir();
    const file = join(dir, 'haven.sqlite3');
    const raw = new BetterSqlite3(file);
    raw.exec('create table campaigns (x integer)');
    raw.close();
    await expect(openDatabase(file, { now: () => new Date('2026-01-02T03:00:00Z') })).rejects.toThrow(/could not update/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const older = new BetterSqlite3(file);
    older.exec('insert into campaigns values (7)');
    older.close();
    await expect(openDatabase(file, { now: () => new Date('2026-01-02T04:00:00Z') })).rejects.toThrow(/could not update/);
    expect(readdirSync(dir).filter((f) => f.startsWith('haven.sqlite3.backup-v0-'))).toHaveLength(2);
  });
});
