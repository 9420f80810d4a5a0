import { appendFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makeFolderSync } from '../fs/make-folder';

export const LOG_FILE_NAME = 'haven.log';
/** The log is kept under this size: past it, it becomes haven.log.1 (replacing the older one). */
export const MAX_LOG_BYTES = 1024 * 1024;

/**
 * Where stacks go: haven.log in the data folder, never the screen or the terminal. Bounded:
 * one current file and one previous one. Never throws (a log that cannot be written is skipped).
 */
export function createErrorLog(dataDir: string, now: () => Date = () => new Date()): (error: unknown) => void {
  const file = join(dataDir, LOG_FILE_NAME);
  return (error) => {
    try {
      makeFolderSync(dataDir);
      const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
      if (size > MAX_LOG_BYTES) renameSync(file, `${file}.1`);
      const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
      appendFileSync(file, `${now().toISOString()} ${text.slice(0, 20_000)}\n`);
    } catch {
      // The log is a help, not a duty: a full disk or a read-only folder must not turn one failure into two.
    }
  };
}
