import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { storageError } from './storage-errors';

/**
 * kysely's SQLite dialect with two changes every write relies on:
 * - transactions start with BEGIN IMMEDIATE, so a second writer (the command line beside the app, a
 *   second host) waits for the write lock under the busy timeout instead of failing later with
 *   "database is locked" when its read lock cannot be upgraded;
 * - a rollback after SQLite already rolled back by itself (a full disk, an I/O error) is skipped,
 *   so the person reads SQLite's reason and not kysely's "cannot rollback - no transaction is active";
 * and SQLite's storage failures become sentences (storage-errors.ts).
 */
export function havenDialect(sqlite: BetterSqlite3.Database): SqliteDialect {
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      return new HavenSqliteDriver(sqlite);
    }
  })({ database: sqlite });
}

class HavenSqliteDriver extends SqliteDriver {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return translated(await super.acquireConnection());
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.open && this.sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
}

/** The one connection, with SQLite's storage errors turned into sentences a person can act on. */
function translated(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      try {
        return await connection.executeQuery<R>(query);
      } catch (error) {
        throw storageError(error) ?? error;
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}
