import BetterSqlite3 from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../migrations';
import { openDatabase, type OpenedDatabase } from './open';

const opened: OpenedDatabase[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()?.close();
});
const tempDir = () => mkdtempSync(join(tmpdir(), 'haven-db-'));

describe('opening the data file', () => {
  it('creates and migrates a new file with WAL, foreign keys and STRICT tables', async () => {
    const file = join(tempDir(), 'haven.sqlite3');
    const o = await openDatabase(file);
    opened.push(o);
    expect(o.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(o.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(o.sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const ddl = o.sqlite.prepare("select sql from sqlite_master where name = 'campaigns'").pluck().get() as string;
    expect(ddl.toLowerCase()).toContain('strict');
    expect(o.backupPath).toBeNull();
  });

  it('refuses a file written by a newer Haven and leaves it byte for byte untouched', async () => {
    const file = join(tempDir(), 'haven.sqlite3');
    const raw = new BetterSqlite3(file);
    raw.exec('create table future (x integer)');
    raw.pragma(`user_version = ${SCHEMA_VERSION + 5}`);
    raw.close();
    const before = readFileSync(file);
    await expect(openDatabase(file)).rejects.toThrow(/newer version of Haven.*left untouched/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('issue 26: a 0-byte file with backups is refused, pointing to them; without backups it becomes a new file, and says so', async () => {
    const dir = tempDir();
    const file = join(dir, 'haven.sqlite3');
    opened.push(await openDatabase(file, { dailyBackup: true }));
    await opened.pop()!.close();
    writeFileSync(file, '');
    await expect(openDatabase(file)).rejects.toThrow(
      /is empty \(0 bytes\), though Haven has kept backups of it.*left untouched\. Restore the newest backup: `npm run -s haven -- backups`/,
    );
    expect(readFileSync(file).length).toBe(0);

    const fresh = join(tempDir(), 'haven.sqlite3');
    writeFileSync(fresh, '');
    const o = await openDatabase(fresh);
    opened.push(o);
    expect(o.warnings).toEqual([`${fresh} was empty (0 bytes) and has no backups: Haven started a new data file in it.`]);
  });

  it('issue 26: a data path that is a folder, or whose folder is missing, is refused in words', async () => {
    const dir = tempDir();
    const folder = join(dir, 'haven.sqlite3');
    mkdirSync(folder);
    await expect(openDatabase(folder)).rejects.toThrow(
      `${folder} is a folder, not a Haven data file. It was left untouched; choose another data folder or move this folder away.`,
    );
    const nowhere = join(dir, 'missing', 'haven.sqlite3');
    await expect(openDatabase(nowhere)).rejects.toThrow(
      `Haven cannot create or open ${nowhere}: its folder is missing or Haven may not write there (read-only?). Choose a data folder Haven may write to. Nothing was changed.`,
    );
  });

  it('refuses a file that is not a database, untouched', async () => {
    const file = join(tempDir(), 'haven.sqlite3');
    writeFileSync(file, 'these are my shopping notes, not a database\n'.repeat(20));
    const before = readFileSync(file);
    await expect(openDatabase(file)).rejects.toThrow(/not a Haven data file/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('backs an existing older file up beside it before migrating', async () => {
    const dir = tempDir();
    const file = join(dir, 'haven.sqlite3');
    const raw = new BetterSqlite3(file);
    raw.exec('create table keepsake (x integer); insert into keepsake values (42)');
    raw.close();
    const o = await openDatabase(file, { now: () => new Date('2026-01-02T03:04:05Z') });
    opened.push(o);
    expect(o.backupPath).not.toBeNull();
    expect(existsSync(o.backupPath!)).toBe(true);
    expect(readdirSync(dir).some((f) => f.startsWith('haven.sqlite3.backup-v0-2026-01-02'))).toBe(true);
    const backup = new BetterSqlite3(o.backupPath!, { readonly: true });
    expect(backup.prepare('select x from keepsake').pluck().get()).toBe(42);
    expect(backup.pragma('user_version', { simple: true })).toBe(0);
    backup.close();
  });

  it('opens a current file again without a backup', async () => {
    const file = join(tempDir(), 'haven.sqlite3');
    await (await openDatabase(file)).close();
    const again = await openDatabase(file);
    opened.push(again);
    expect(again.backupPath).toBeNull();
  });
});
