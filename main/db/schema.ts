import type { Generated } from 'kysely';
import type { FoundersTables } from './schema-founders';
import type { ContentTables } from './schema-content';
import type { ScenarioTables } from './schema-scenarios';
import type { DrawingTables } from './schema-drawings';
import type { LayoutTables } from './schema-layouts';

/** The database as kysely sees it. JSON columns hold text; the services parse them. */
export interface Database extends ContentTables, FoundersTables, ScenarioTables, DrawingTables, LayoutTables {
  campaigns: CampaignsTable;
  campaign_history: CampaignHistoryTable;
}

export interface CampaignsTable {
  id: string;
  name: string;
  edition: string;
  mode: string;
  /** The campaign as it was created: undo rebuilds from here. */
  initial_state: string;
  /** The campaign now (a snapshot of initial_state + every live history entry). */
  state: string;
  created_at: string;
  updated_at: string;
}

export interface CampaignHistoryTable {
  campaign_id: string;
  seq: number;
  command: string;
  events: string;
  summary: string;
  /** The line as keyed words (JSON, shared/rules/words.ts), worded when read; null in rows stored before them. */
  words: Generated<string | null>;
  at: string;
  is_undone: Generated<number>;
}
