import type { Generated } from 'kysely';

/** The Founders of Gloomhaven tables (migration 0002). JSON columns hold text; the service parses them. */
export interface FoundersTables {
  founders_games: FoundersGamesTable;
  founders_history: FoundersHistoryTable;
}

export interface FoundersGamesTable {
  id: string;
  name: string;
  /** The game right after SetUpGame: undo rebuilds from here. */
  initial_state: string;
  /** The game now (initial_state + every live history entry). */
  state: string;
  created_at: string;
  updated_at: string;
}

export interface FoundersHistoryTable {
  game_id: string;
  seq: number;
  command: string;
  events: string;
  summary: string;
  /** The line as keyed words (JSON, shared/rules/words.ts), worded when read; null in rows stored before them. */
  words: Generated<string | null>;
  at: string;
  is_undone: Generated<number>;
}
