import BetterSqlite3 from 'better-sqlite3';
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { SCHEMA_VERSION } from '../../migrations';
import { RequestError, refusedRequest } from '../services/errors';
import { backupPath, backupsDir, writeBackup, writeBackupCopy } from './backups';
import { damagedReport } from './check';

/**
 * Puts a listed backup in the data file's place. The current file is kept aside first as a
 * `before-restore` backup (a raw copy with its WAL when it is too damaged to copy through SQLite).
 * The caller has closed its own connection and opens the file again afterwards. The copy goes in
 * through SQLite's backup API, so another Haven process that has the file open reads the restored
 * data on its next request; a file SQLite cannot write into is replaced by a rename.
 * Returns the name of the copy kept aside, or null when there was no current file.
 */
export async function restoreBackup(dataFile: string, name: string, now: Date = new Date()): Promise<string | null> {
  const source = backupPath(dataFile, name);
  if (!source) throw refusedRequest(RequestError, 'host.backup.notFound', { name: name.slice(0, 80), folder: backupsDir(dataFile) });
  assertRestorable(source);
  const keptAside = existsSync(dataFile) ? keepAside(dataFile, now) : null;
  const backup = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(dataFile);
  } catch {
    replaceByRename(source, dataFile);
  } finally {
    backup.close();
  }
  return keptAside;
}

function assertRestorable(file: string): void {
  let db: BetterSqlite3.Database | null = null;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const problems = damagedReport(db);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (problems) throw refusedRequest(RequestError, 'host.backup.damaged', { file: basename(file), problems });
    if (version > SCHEMA_VERSION) throw refusedRequest(RequestError, 'host.backup.newer', { file: basename(file) });
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw refusedRequest(RequestError, 'host.backup.unreadable', { file: basename(file), reason: (error as Error).message });
  } finally {
    db?.close();
  }
}

function keepAside(dataFile: string, now: Date): string {
  let db: BetterSqlite3.Database | null = null;
  try {
    db = new BetterSqlite3(dataFile, { fileMustExist: true });
    return basename(writeBackup(db, dataFile, 'before-restore', now));
  } catch {
    // Too damaged for SQLite to copy: keep its bytes, WAL included (SQLite reads NAME-wal with NAME).
    const target = `${backupsDir(dataFile)}/haven-${now.toISOString().replace(/[:.]/g, '-')}-before-restore.sqlite3`;
    copyFileSync(dataFile, target);
    if (existsSync(`${dataFile}-wal`)) copyFileSync(`${dataFile}-wal`, `${target}-wal`);
    return basename(target);
  } finally {
    db?.close();
  }
}

function replaceByRename(source: string, dataFile: string): void {
  const temporary = `${dataFile}.restoring`;
  const db = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    writeBackupCopy(db, temporary);
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${dataFile}${suffix}`, { force: true });
  renameSync(temporary, dataFile);
}
