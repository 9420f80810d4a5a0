import { RequestError } from '../services/errors';

/**
 * The data file could not take a write (the disk is full, another Haven held the file too long) or
 * is damaged. A RequestError: the person reads the sentence, never SQLite's code or a stack.
 */
export class StorageError extends RequestError {
  override readonly name = 'StorageError';
  constructor(
    message: string,
    readonly reason: 'full' | 'busy' | 'damaged' | 'read-only',
  ) {
    super(message);
  }
}

export const DISK_FULL = 'The disk is full; nothing was changed.';

/** SQLite's error as a StorageError, or null when it is not about storage. */
export function storageError(error: unknown): StorageError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  // Extended codes (SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT…) share their primary code's prefix.
  if (code === 'SQLITE_FULL' || code === 'SQLITE_IOERR_NOSPC')
    return new StorageError(`${DISK_FULL} Free some space and try again.`, 'full');
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new StorageError(
      'Another Haven window or the command line kept the data file busy for too long; nothing was changed. Try again.',
      'busy',
    );
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new StorageError(
      'The data file is damaged; nothing was changed. Export what you can, then restore a backup (Backups in the app, or `haven restore-backup`).',
      'damaged',
    );
  }
  if (code.startsWith('SQLITE_READONLY'))
    return new StorageError('The data file cannot be written (it is read-only or its folder is); nothing was changed.', 'read-only');
  return null;
}
