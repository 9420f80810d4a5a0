import type { Generated } from 'kysely';

/** Scenario sessions and their command log (migration 0004). JSON columns hold text; the service parses them. */
export interface ScenarioTables {
  scenario_sessions: ScenarioSessionsTable;
  scenario_log: ScenarioLogTable;
}

export interface ScenarioSessionsTable {
  id: string;
  /** Null for ad hoc play outside a campaign. */
  campaign_id: string | null;
  edition: string;
  /** The content pack the scenario came from (null for ad hoc play). */
  pack_id: string | null;
  scenario_id: string;
  name: string;
  /** The engine's setup input, seed included, as the host built it. */
  setup: string;
  /** The state right after setup (and the first room's monsters): undo rebuilds from here. */
  initial_state: string;
  /** The state now (initial_state + every live log row's events). */
  state: string;
  status: 'playing' | 'ended' | 'settled';
  created_at: string;
  updated_at: string;
}

export interface ScenarioLogTable {
  session_id: string;
  seq: number;
  command: string;
  events: string;
  summary: string;
  /** The line as keyed words (JSON, shared/rules/words.ts), worded when read; null in rows stored before them. */
  words: Generated<string | null>;
  /** 1 when the command drew a card, shuffled or picked at random. */
  reveals_hidden: number;
  is_undone: Generated<number>;
  at: string;
}
