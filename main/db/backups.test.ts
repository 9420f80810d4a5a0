import BetterSqlite3 from 'better-sqlite3';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUPS_KEPT, backupsDir, listBackups, writeBackup, writeDailyBackupIfDue } from './backups';
import { openDatabase, type OpenedDatabase } from './open';
import { restoreBackup } from './restore';

const opened: OpenedDatabase[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()?.close();
});

async function dataFileWith(campaigns: number): Promise<{ file: string; o: OpenedDatabase }> {
  const file = join(mkdtempSync(join(tmpdir(), 'haven-backups-')), 'haven.sqlite3');
  const o = await openDatabase(file);
  opened.push(o);
  for (let n = 0; n < campaigns; n += 1) addCampaign(o, `c${n}`);
  return { file, o };
}

function addCampaign(o: OpenedDatabase, id: string): void {
  o.sqlite
    .prepare(
      "insert into campaigns (id, name, edition, mode, initial_state, state, created_at, updated_at) values (?, ?, 'gh1', 'campaign', '{}', '{}', 'now', 'now')",
    )
    .run(id, id);
}

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 5, day, hour));

describe('rolling backups', () => {
  it('are listed newest first with their date, kind and campaign count', async () => {
    const { file, o } = await dataFileWith(2);
    writeBackup(o.sqlite, file, 'daily', at(1));
    addCampaign(o, 'c9');
    writeBackup(o.sqlite, file, 'before-settlement', at(1, 18));
    const list = listBackups(file);
    expect(list.map((b) => [b.kind, b.at, b.campaigns])).toEqual([
      ['before-settlement', '2026-06-01T18:00:00.000Z', 3],
      ['daily', '2026-06-01T09:00:00.000Z', 2],
    ]);
    expect(list.every((b) => b.bytes > 0)).toBe(true);
  });

  it('keep a bounded number of each kind, removing the oldest', async () => {
    const { file, o } = await dataFileWith(1);
    for (let day = 1; day <= BACKUPS_KEPT.daily + 3; day += 1) {
      addCampaign(o, `day ${day}`);
      writeBackup(o.sqlite, file, 'daily', at(day));
    }
    addCampaign(o, 'settling');
    writeBackup(o.sqlite, file, 'before-settlement', at(2));
    const daily = listBackups(file).filter((b) => b.kind === 'daily');
    expect(daily).toHaveLength(BACKUPS_KEPT.daily);
    expect(daily.at(-1)?.at).toBe(at(4).toISOString());
    expect(listBackups(file).filter((b) => b.kind === 'before-settlement')).toHaveLength(1);
  });

  it('write the daily one once a day', async () => {
    const { file, o } = await dataFileWith(1);
    expect(writeDailyBackupIfDue(o.sqlite, file, at(3, 8))).not.toBeNull();
    expect(writeDailyBackupIfDue(o.sqlite, file, at(3, 11))).toBeNull();
    addCampaign(o, 'next day');
    expect(writeDailyBackupIfDue(o.sqlite, file, at(4, 11))).not.toBeNull();
    expect(listBackups(file)).toHaveLength(2);
  });

  it('go through a temporary name: a leftover from a crash is never listed and is removed, and no backup is ever empty', async () => {
    const { file, o } = await dataFileWith(1);
    writeBackup(o.sqlite, file, 'daily', at(1));
    const crashed = join(backupsDir(file), 'haven-2026-06-02T09-00-00-000Z-daily.sqlite3.tmp');
    writeFileSync(crashed, '');
    // Issue 26: kill -9 during VACUUM INTO also leaves SQLite's journal of the copy.
    writeFileSync(`${crashed}-journal`, 'half a journal');
    expect(listBackups(file).map((b) => b.at)).toEqual([at(1).toISOString()]);
    writeBackup(o.sqlite, file, 'before-settlement', at(2));
    expect(readdirSync(backupsDir(file)).filter((f) => f.includes('.tmp'))).toEqual([]);
    for (const name of readdirSync(backupsDir(file))) expect(statSync(join(backupsDir(file), name)).size).toBeGreaterThan(0);
  });

  it("keep identical copies once: the newest of a kind stands for the state, and another kind's copy is not kept twice", async () => {
    const { file, o } = await dataFileWith(1);
    writeBackup(o.sqlite, file, 'daily', at(1));
    writeBackup(o.sqlite, file, 'daily', at(2));
    expect(listBackups(file).map((b) => [b.kind, b.at])).toEqual([['daily', at(2).toISOString()]]);
    const holder = writeBackup(o.sqlite, file, 'before-restore', at(3));
    expect(holder).toBe(join(backupsDir(file), listBackups(file)[0]!.name));
    expect(listBackups(file).map((b) => b.kind)).toEqual(['daily']);
    addCampaign(o, 'c9');
    writeBackup(o.sqlite, file, 'before-restore', at(4));
    expect(listBackups(file).map((b) => [b.kind, b.campaigns])).toEqual([
      ['before-restore', 2],
      ['daily', 1],
    ]);
  });

  it('leave nothing behind when the copy cannot be written', async () => {
    const { file, o } = await dataFileWith(1);
    writeBackup(o.sqlite, file, 'daily', at(1));
    // A directory where the temporary copy would go: VACUUM INTO fails like a full disk would.
    mkdirSync(join(backupsDir(file), 'haven-2026-06-02T09-00-00-000Z-daily.sqlite3.tmp', 'x'), { recursive: true });
    expect(() => writeBackup(o.sqlite, file, 'daily', at(2))).toThrow();
    expect(listBackups(file).map((b) => b.at)).toEqual([at(1).toISOString()]);
  });
});

describe('restoring a backup', () => {
  it('puts the copy in place and keeps the replaced file aside as a backup', async () => {
    const { file, o } = await dataFileWith(1);
    writeBackup(o.sqlite, file, 'daily', at(1));
    addCampaign(o, 'later');
    await o.close();
    opened.pop();
    const name = listBackups(file)[0]!.name;
    const keptAside = await restoreBackup(file, name, at(2));
    const db = new BetterSqlite3(file, { readonly: true });
    expect(db.prepare('select count(*) from campaigns').pluck().get()).toBe(1);
    db.close();
    expect(listBackups(file).find((b) => b.name === keptAside)).toMatchObject({ kind: 'before-restore', campaigns: 2 });
  });

  it('refuses a name that is not a listed backup, changing nothing', async () => {
    const { file } = await dataFileWith(1);
    await expect(restoreBackup(file, '../haven.sqlite3')).rejects.toThrow(/There is no backup called.*Nothing was changed/);
    expect(listBackups(file)).toEqual([]);
  });

  it('refuses a damaged backup, changing nothing', async () => {
    const { file, o } = await dataFileWith(1);
    const path = writeBackup(o.sqlite, file, 'daily', at(1));
    const bytes = Buffer.alloc(4096, 0x5a);
    const fd = openSync(path, 'r+');
    writeSync(fd, bytes, 0, bytes.length, 4096 * 2);
    closeSync(fd);
    await expect(restoreBackup(file, listBackups(file)[0]!.name)).rejects.toThrow(/is itself damaged|cannot be read/);
    expect(listBackups(file).filter((b) => b.kind === 'before-restore')).toEqual([]);
  });
});
