import type { Migration } from 'kysely';
import * as m0001 from './0001_create_campaigns';
import * as m0002 from './0002_create_founders_games';
import * as m0003 from './0003_create_content';
import * as m0004 from './0004_create_scenarios';
import * as m0005 from './0005_create_scenario_boards';
import * as m0006 from './0006_board_in_scenario_state';
import * as m0007 from './0007_drawings';
import * as m0008 from './0008_history_words';
import * as m0009 from './0009_scenario_layouts';
import * as m0010 from './0010_founders_history_words';

/**
 * Every migration, in order, imported statically so a bundled app finds them (kysely's file
 * provider cannot load .ts under vitest or from a bundle). A shipped migration is never edited:
 * add a new file and list it here.
 */
export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['0001_create_campaigns', m0001],
  ['0002_create_founders_games', m0002],
  ['0003_create_content', m0003],
  ['0004_create_scenarios', m0004],
  ['0005_create_scenario_boards', m0005],
  ['0006_board_in_scenario_state', m0006],
  ['0007_drawings', m0007],
  ['0008_history_words', m0008],
  ['0009_scenario_layouts', m0009],
  ['0010_founders_history_words', m0010],
];

/** The schema version this build writes: the number of migrations it knows. */
export const SCHEMA_VERSION = MIGRATIONS.length;
