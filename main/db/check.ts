import type BetterSqlite3 from 'better-sqlite3';

/** Up to 1 GB of the file is read through memory mapping during the check. */
const CHECK_MMAP_BYTES = 1024 * 1024 * 1024;

/**
 * SQLite's quick_check (every page's structure, without cross-checking indexes: fast enough to run at
 * every open, see `npm run bench`). Null when the file is sound, else its first findings in brief.
 * The pages are read memory-mapped for the check only (a third of the processor time of copying
 * each page in); mapping stays off for normal work, where an I/O error must be an error, not a crash.
 */
export function damagedReport(sqlite: BetterSqlite3.Database): string | null {
  let rows: string[];
  try {
    sqlite.pragma(`mmap_size = ${CHECK_MMAP_BYTES}`);
    rows = sqlite.prepare('PRAGMA quick_check(3)').pluck().all() as string[];
  } catch (error) {
    return (error as Error).message;
  } finally {
    try {
      sqlite.pragma('mmap_size = 0');
    } catch {
      // A file SQLite cannot read at all: the check's answer above already says so.
    }
  }
  if (rows.length === 1 && rows[0] === 'ok') return null;
  return rows.join('; ');
}
