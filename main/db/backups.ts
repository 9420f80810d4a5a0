import BetterSqlite3 from 'better-sqlite3';
import { makeFolderSync } from '../fs/make-folder';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Why a backup was written; each kind keeps its own bounded number of copies. */
export type BackupKind = 'daily' | 'before-settlement' | 'before-restore';

/** How many copies of each kind stay; the oldest beyond these are removed (README "Backups"). */
export const BACKUPS_KEPT: Readonly<Record<BackupKind, number>> = { daily: 7, 'before-settlement': 10, 'before-restore': 5 };

export interface BackupFile {
  /** The file's name in the backups folder: what `restore-backup` and the Backups screen pass back. */
  name: string;
  kind: BackupKind;
  /** When it was written (ISO 8601). */
  at: string;
  bytes: number;
  /** Campaigns in the copy, or null when the copy cannot be read. */
  campaigns: number | null;
}

const NAME = /^haven-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(daily|before-settlement|before-restore)\.sqlite3$/;

/** The folder beside the data file that holds its rolling backups. */
export function backupsDir(dataFile: string): string {
  return join(dirname(dataFile), 'backups');
}

/**
 * A half-written copy a crash left: the temporary file and the journal SQLite keeps beside it while
 * VACUUM INTO writes (issue 26: kill -9 during a backup left `.tmp-journal` files never removed).
 */
export const isLeftoverCopy = (name: string): boolean => /\.tmp(-journal)?$/.test(name);

/**
 * Writes a consistent copy of the open database with VACUUM INTO, to a temporary name first, checks
 * it is a non-empty SQLite file, syncs it and renames it into place: a crash or a full disk leaves
 * at most a `.tmp` and its `-journal` (removed by the next backup), never a 0-byte or half-written
 * backup.
 */
export function writeBackupCopy(sqlite: BetterSqlite3.Database, target: string): void {
  const temporary = `${target}.tmp`;
  const removeTemporary = () => {
    rmSync(temporary, { force: true });
    rmSync(`${temporary}-journal`, { force: true });
  };
  removeTemporary();
  try {
    sqlite.prepare('VACUUM INTO ?').run(temporary);
    if (statSync(temporary).size === 0) throw new Error(`the copy ${temporary} came out empty`);
    syncFile(temporary);
    renameSync(temporary, target);
    syncFile(dirname(target));
  } catch (error) {
    removeTemporary();
    throw error;
  }
}

/**
 * A new rolling backup of the open data file; then the oldest of its kind beyond the bound go.
 * Identical copies are kept once (issue 26: six restores of one backup kept six copies of it aside
 * and pruning to five removed the one copy of the newest data), so the bound counts states, never
 * duplicates: a copy identical to an older one of its kind replaces it (the state's newest date),
 * and one identical to a backup of another kind is not kept twice — that backup stands for it.
 * Returns the path of the backup that holds the state now.
 */
export function writeBackup(sqlite: BetterSqlite3.Database, dataFile: string, kind: BackupKind, now: Date = new Date()): string {
  const dir = backupsDir(dataFile);
  makeFolderSync(dir);
  for (const leftover of readdirSync(dir).filter(isLeftoverCopy)) rmSync(join(dir, leftover), { force: true });
  const name = `haven-${now.toISOString().replace(/[:.]/g, '-')}-${kind}.sqlite3`;
  writeBackupCopy(sqlite, join(dir, name));
  const same = backupNames(dir).filter((b) => b.name !== name && isSameState(join(dir, b.name), join(dir, name)));
  const otherKind = same.find((b) => b.kind !== kind);
  if (otherKind) {
    rmSync(join(dir, name), { force: true });
    return join(dir, otherKind.name);
  }
  for (const older of same) rmSync(join(dir, older.name), { force: true });
  prune(dir, kind);
  return join(dir, name);
}

/** A daily backup unless one was already written today (local date); returns its path or null. */
export function writeDailyBackupIfDue(sqlite: BetterSqlite3.Database, dataFile: string, now: Date = new Date()): string | null {
  const today = localDate(now);
  const done = backupNames(backupsDir(dataFile)).some((b) => b.kind === 'daily' && localDate(new Date(b.at)) === today);
  return done ? null : writeBackup(sqlite, dataFile, 'daily', now);
}

/** Every backup, newest first, with its date and how many campaigns it holds. */
export function listBackups(dataFile: string): BackupFile[] {
  const dir = backupsDir(dataFile);
  return backupNames(dir).map((b) => ({ ...b, bytes: statSync(join(dir, b.name)).size, campaigns: campaignCount(join(dir, b.name)) }));
}

/** The path of a listed backup; a name from outside is only ever matched against the listing. */
export function backupPath(dataFile: string, name: string): string | null {
  const found = backupNames(backupsDir(dataFile)).find((b) => b.name === name);
  return found ? join(backupsDir(dataFile), found.name) : null;
}

function backupNames(dir: string): Array<{ name: string; kind: BackupKind; at: string }> {
  // A file where the folder goes holds no backups (the day's copy then fails, and the app says so).
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match?.[1] || !match[2]) return [];
      const [date, time] = match[1].split('T') as [string, string];
      const at = `${date}T${time.replace(/^(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z')}`;
      return [{ name, kind: match[2] as BackupKind, at }];
    })
    .sort((a, b) => b.at.localeCompare(a.at) || b.name.localeCompare(a.name));
}

function prune(dir: string, kind: BackupKind): void {
  const ofKind = backupNames(dir).filter((b) => b.kind === kind);
  for (const old of ofKind.slice(BACKUPS_KEPT[kind])) rmSync(join(dir, old.name), { force: true });
}

/**
 * Whether two backups hold the same state: the same bytes but for the header's counters, which
 * SQLite bumps without the content changing (file change counter, schema cookie, version-valid-for
 * and the library's version; sqlite.org/fileformat.html, "The Database Header"). Every backup is
 * written by VACUUM INTO, so the same content is laid out the same way.
 */
function isSameState(a: string, b: string): boolean {
  if (statSync(a).size !== statSync(b).size) return false;
  return contentDigest(a) === contentDigest(b);
}

/** Digests of backups read so far, by path, size and time: a backup is read once per process. */
const digests = new Map<string, { stamp: string; digest: string }>();

function contentDigest(file: string): string {
  const info = statSync(file);
  const stamp = `${info.size}:${info.mtimeMs}`;
  const known = digests.get(file);
  if (known?.stamp === stamp) return known.digest;
  const bytes = readFileSync(file);
  for (const [from, to] of HEADER_COUNTERS) bytes.fill(0, from, Math.min(to, bytes.length));
  const digest = createHash('sha256').update(bytes).digest('hex');
  digests.set(file, { stamp, digest });
  return digest;
}

/** Byte ranges of the database header that change without the content changing. */
const HEADER_COUNTERS: ReadonlyArray<readonly [number, number]> = [
  [24, 28],
  [40, 44],
  [92, 100],
];

function campaignCount(file: string): number | null {
  try {
    const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      return Number(db.prepare('select count(*) from campaigns').pluck().get());
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

function localDate(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

function syncFile(path: string): void {
  // Directories cannot be opened for syncing on Windows; the rename is durable enough there.
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // fsync of a directory is refused on some systems; the file itself was synced.
  } finally {
    closeSync(fd);
  }
}
