/** The data file cannot be opened; the message says why and that nothing was changed. */
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
  constructor(
    message: string,
    readonly code: 'not-a-database' | 'newer-version' | 'unreadable' | 'migration-failed' | 'damaged' | 'empty',
  ) {
    super(message);
  }
}
