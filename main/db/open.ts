import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, NO_MIGRATIONS, type MigrationProvider } from 'kysely';
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { MIGRATIONS, SCHEMA_VERSION } from '../../migrations';
import { isLeftoverCopy, listBackups, writeBackupCopy, writeDailyBackupIfDue } from './backups';
import { damagedReport } from './check';
import { havenDialect } from './dialect';
import { DatabaseOpenError } from './errors';
import type { Database } from './schema';

export interface OpenedDatabase {
  db: Kysely<Database>;
  sqlite: BetterSqlite3.Database;
  /** The copy written before this open migrated an existing file, if any. */
  backupPath: string | null;
  /** The day's rolling backup written by this open, if any (`dailyBackup`). */
  dailyBackupPath: string | null;
  /** Sentences about what went wrong beside the open (a daily backup that could not be written). */
  warnings: string[];
  /** Why the day's backup could not be written by this open, if it could not (the system's words, for the log). */
  dailyBackupFailure: string | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Path to a better_sqlite3.node built for the running runtime (Electron keeps its own build). */
  nativeBinding?: string;
  /** Used to name backups; tests pin it. */
  now?: () => Date;
  /** Write the day's rolling backup on the first open of a day, and when the file is created (the host does; tests choose). */
  dailyBackup?: boolean;
}

const SQLITE_HEADER = 'SQLite format 3\u0000';

const provider: MigrationProvider = {
  getMigrations: async () => Object.fromEntries(MIGRATIONS),
};

/**
 * Opens (or creates) a Haven data file: checks it is ours and not from a newer Haven, backs it up
 * before migrating, then migrates forward in one transaction. An existing file is checked with
 * quick_check first: a damaged one is refused untouched with what to do. WAL with synchronous=FULL
 * (a commit survives a power cut; Haven writes rarely, the cost is in `npm run bench`), foreign
 * keys on, and a busy timeout so a second writer waits its turn (see dialect.ts).
 */
export async function openDatabase(file: string, options: OpenOptions = {}): Promise<OpenedDatabase> {
  const found = existsSync(file) ? statSync(file) : null;
  const warnings: string[] = [];
  if (found?.isDirectory()) throw isAFolder(file);
  if (found === null && !existsSync(dirname(file))) throw cannotOpen(file);
  // Issue 26: a 0-byte file silently became a new, empty database. With backups it held data once.
  if (found?.size === 0) {
    if (listBackups(file).length > 0) throw emptyWithBackups(file);
    warnings.push(`${file} was empty (0 bytes) and has no backups: Haven started a new data file in it.`);
  }
  const existed = found !== null && found.size > 0;
  if (existed) assertSqliteFile(file);

  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new BetterSqlite3(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CANTOPEN') throw cannotOpen(file);
    throw new DatabaseOpenError(`Haven could not open ${file}: ${(error as Error).message}. Nothing was changed.`, 'unreadable');
  }

  try {
    const version = sqlite.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      throw new DatabaseOpenError(
        `${file} was written by a newer version of Haven (data format ${version}; this version reads up to ${SCHEMA_VERSION}). ` +
          'It was left untouched: update Haven to open it.',
        'newer-version',
      );
    }
    sqlite.pragma('busy_timeout = 10000');
    if (existed) {
      const problems = damagedReport(sqlite);
      if (problems) throw damaged(file, problems);
    }
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');

    const db = new Kysely<Database>({ dialect: havenDialect(sqlite) });
    let backupPath: string | null = null;
    if (version < SCHEMA_VERSION) {
      const migrator = new Migrator({ db, provider });
      // kysely creates its bookkeeping tables outside the migration's transaction: before the copy,
      // so a failed attempt leaves the file as the copy has it and a retry can reuse the copy.
      // Moving "to where the file already is" creates them and runs nothing.
      const { error } = await migrator.migrateTo(version === 0 ? NO_MIGRATIONS : (MIGRATIONS[version - 1]?.[0] ?? NO_MIGRATIONS));
      if (error) throw error;
      if (existed) backupPath = migrationBackup(sqlite, file, version, options.now?.() ?? new Date());
      await migrate(db, migrator, sqlite, file, backupPath);
    }
    let dailyBackupPath: string | null = null;
    let dailyBackupFailure: string | null = null;
    // The first backup is written when the file is created, not on the next day's start (issue 26).
    if (options.dailyBackup) {
      try {
        dailyBackupPath = writeDailyBackupIfDue(sqlite, file, options.now?.() ?? new Date());
      } catch (error) {
        dailyBackupFailure = (error as Error).message;
        warnings.push(`Haven could not write today's backup of ${file} (${dailyBackupFailure}); your data is unchanged.`);
      }
    }
    return {
      db,
      sqlite,
      backupPath,
      dailyBackupPath,
      warnings,
      dailyBackupFailure,
      close: async () => {
        await db.destroy();
      },
    };
  } catch (error) {
    if (sqlite.open) sqlite.close();
    if (error instanceof DatabaseOpenError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') throw notADatabase(file);
    if (code?.startsWith('SQLITE_CORRUPT')) throw damaged(file, (error as Error).message);
    throw new DatabaseOpenError(`Haven could not open ${file}: ${(error as Error).message}. Nothing was changed.`, 'unreadable');
  }
}

async function migrate(
  db: Kysely<Database>,
  migrator: Migrator,
  sqlite: BetterSqlite3.Database,
  file: string,
  backupPath: string | null,
): Promise<void> {
  // SQLite runs DDL in transactions, so kysely runs all pending migrations in one transaction.
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    const kept = backupPath ? ` A copy from before the attempt is at ${backupPath}.` : '';
    throw new DatabaseOpenError(
      `Haven could not update ${file}: ${(error as Error).message}. The file was left as it was.${kept}`,
      'migration-failed',
    );
  }
  sqlite.pragma(`user_version = ${SCHEMA_VERSION}`);
}

/**
 * The copy kept before a migration. A migration that failed left the file as it was, so the copy
 * its attempt wrote is still that file: a retry reuses it instead of writing another full copy.
 */
function migrationBackup(sqlite: BetterSqlite3.Database, file: string, version: number, now: Date): string {
  // The WAL goes into the file first, so the file's time says when its content last changed.
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  const prefix = `${basename(file)}.backup-v${version}-`;
  const changed = statSync(file).mtimeMs;
  const earlier = readdirSync(dirname(file))
    .filter((name) => name.startsWith(prefix) && !isLeftoverCopy(name))
    .map((name) => join(dirname(file), name))
    .find((path) => statSync(path).size > 0 && statSync(path).mtimeMs >= changed);
  if (earlier) return earlier;
  const path = `${file}.backup-v${version}-${now.toISOString().replace(/[:.]/g, '-')}`;
  writeBackupCopy(sqlite, path);
  return path;
}

function damaged(file: string, problems: string): DatabaseOpenError {
  return new DatabaseOpenError(
    `${file} is damaged (SQLite's check found: ${problems
      .replace(/\*\*\* in database main \*\*\*/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300)}). It was left untouched. ` +
      'Restore a backup: `npm run -s haven -- backups` lists them and `npm run -s haven -- restore-backup NAME` puts one back ' +
      '(the damaged file is kept aside).',
    'damaged',
  );
}

function assertSqliteFile(file: string): void {
  const header = Buffer.alloc(16);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    throw new DatabaseOpenError(`Haven cannot read ${file}: ${(error as Error).message}.`, 'unreadable');
  }
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) throw notADatabase(file);
}

function notADatabase(file: string): DatabaseOpenError {
  return new DatabaseOpenError(
    `${file} is not a Haven data file (it is not an SQLite database). It was left untouched; choose another data folder or move the file away.`,
    'not-a-database',
  );
}

function isAFolder(file: string): DatabaseOpenError {
  return new DatabaseOpenError(
    `${file} is a folder, not a Haven data file. It was left untouched; choose another data folder or move this folder away.`,
    'unreadable',
  );
}

function emptyWithBackups(file: string): DatabaseOpenError {
  return new DatabaseOpenError(
    `${file} is empty (0 bytes), though Haven has kept backups of it: what it held is in the backups, not in the file. ` +
      'It was left untouched. Restore the newest backup: `npm run -s haven -- backups` lists them and ' +
      '`npm run -s haven -- restore-backup NAME` puts one back.',
    'empty',
  );
}

function cannotOpen(file: string): DatabaseOpenError {
  return new DatabaseOpenError(
    `Haven cannot create or open ${file}: its folder is missing or Haven may not write there (read-only?). ` +
      'Choose a data folder Haven may write to. Nothing was changed.',
    'unreadable',
  );
}
