import { englishRefusal, refusal, type RefusalKey } from '@shared/rules/refusal';
import { RequestError } from '../services/errors';

/**
 * The data file could not take a write (the disk is full, another Haven held the file too long) or
 * is damaged. A RequestError: the person reads the sentence, never SQLite's code or a stack; its
 * refusal (`refusals.host.storage.*`) lets the router word it in the request's language.
 */
export class StorageError extends RequestError {
  override readonly name = 'StorageError';
  constructor(
    readonly reason: 'full' | 'busy' | 'damaged' | 'read-only',
    key: RefusalKey,
  ) {
    const data = refusal(key);
    super(englishRefusal(data));
    this.refusal = data;
  }
}

/** SQLite's error as a StorageError, or null when it is not about storage. */
export function storageError(error: unknown): StorageError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  // Extended codes (SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT…) share their primary code's prefix.
  if (code === 'SQLITE_FULL' || code === 'SQLITE_IOERR_NOSPC') return new StorageError('full', 'host.storage.full');
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return new StorageError('busy', 'host.storage.busy');
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return new StorageError('damaged', 'host.storage.damaged');
  if (code.startsWith('SQLITE_READONLY')) return new StorageError('read-only', 'host.storage.readOnly');
  return null;
}
