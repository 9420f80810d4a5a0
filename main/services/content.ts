import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createContentInstalls } from './content-installs';
import { createContentReads } from './content-reads';

export { ContentImportError, type Replacement } from './content-installs';
export type { PackRecordKind } from './content-reads';

/**
 * Installed content packs, by concern: reading what they hold (content-reads.ts), and installing,
 * replacing and removing them, each in one transaction (content-installs.ts).
 */
export function createContentService(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const reads = createContentReads(db);
  return { ...createContentInstalls(db, now, reads), ...reads };
}

export type ContentService = ReturnType<typeof createContentService>;
