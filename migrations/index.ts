import type { Migration } from 'kysely';
import * as m0001 from './0001_create_campaigns';

/**
 * Every migration, in order, imported statically so a bundled app finds them (kysely's file
 * provider cannot load .ts under vitest or from a bundle). A shipped migration is never edited:
 * add a new file and list it here.
 */
export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['0001_create_campaigns', m0001],
];

/** The schema version this build writes: the number of migrations it knows. */
export const SCHEMA_VERSION = MIGRATIONS.length;
