import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { MIGRATIONS, SCHEMA_VERSION } from '../../migrations';
import { DatabaseOpenError } from './errors';
import type { Database } from './schema';

export interface OpenedDatabase {
  db: Kysely<Database>;
  sqlite: BetterSqlite3.Database;
  /** The copy written before this open migrated an existing file, if any. */
  backupPath: string | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Path to a better_sqlite3.node built for the running runtime (Electron keeps its own build). */
  nativeBinding?: string;
  /** Used to name backups; tests pin it. */
  now?: () => Date;
}

const SQLITE_HEADER = 'SQLite format 3\u0000';

const provider: MigrationProvider = {
  getMigrations: async () => Object.fromEntries(MIGRATIONS),
};

/**
 * Opens (or creates) a Haven data file: checks it is ours and not from a newer Haven, backs it up
 * before migrating, then migrates forward in one transaction. WAL and foreign keys are on.
 */
export async function openDatabase(file: string, options: OpenOptions = {}): Promise<OpenedDatabase> {
  const existed = existsSync(file) && statSync(file).size > 0;
  if (existed) assertSqliteFile(file);

  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new BetterSqlite3(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  } catch (error) {
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
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');

    let backupPath: string | null = null;
    if (existed && version < SCHEMA_VERSION) {
      const stamp = (options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-');
      backupPath = `${file}.backup-v${version}-${stamp}`;
      sqlite.prepare('VACUUM INTO ?').run(backupPath);
    }

    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    if (version < SCHEMA_VERSION) await migrate(db, sqlite, file, backupPath);
    return {
      db,
      sqlite,
      backupPath,
      close: async () => {
        await db.destroy();
      },
    };
  } catch (error) {
    if (sqlite.open) sqlite.close();
    if (error instanceof DatabaseOpenError) throw error;
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') throw notADatabase(file);
    throw new DatabaseOpenError(`Haven could not open ${file}: ${(error as Error).message}. Nothing was changed.`, 'unreadable');
  }
}

async function migrate(db: Kysely<Database>, sqlite: BetterSqlite3.Database, file: string, backupPath: string | null): Promise<void> {
  // SQLite runs DDL in transactions, so kysely runs all pending migrations in one transaction.
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const kept = backupPath ? ` A copy from before the attempt is at ${backupPath}.` : '';
    throw new DatabaseOpenError(`Haven could not update ${file}: ${(error as Error).message}. The file was left as it was.${kept}`, 'migration-failed');
  }
  sqlite.pragma(`user_version = ${SCHEMA_VERSION}`);
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
