import type BetterSqlite3 from 'better-sqlite3';

/**
 * SQLite's quick_check (every page's structure, without cross-checking indexes: fast enough to run at
 * every open, see `npm run bench`). Null when the file is sound, else its first findings in brief.
 */
export function damagedReport(sqlite: BetterSqlite3.Database): string | null {
  let rows: string[];
  try {
    rows = sqlite.prepare('PRAGMA quick_check(3)').pluck().all() as string[];
  } catch (error) {
    return (error as Error).message;
  }
  if (rows.length === 1 && rows[0] === 'ok') return null;
  return rows.join('; ');
}
