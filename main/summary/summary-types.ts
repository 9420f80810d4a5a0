import type { Edition } from '@shared/rules/campaign/edition';
import type { SetupSheet } from './setup-map';

/** One character's part in a scenario, as printed. Null where nothing was recorded. */
export interface ScenarioCharacterLine {
  name: string;
  classId: string;
  /** The class as the content names it ("Brute"), when an installed pack knows it. */
  className?: string;
  level: number;
  xpGained: number | null;
  goldLooted: number | null;
  checkmarks: number | null;
  itemsGained: string[];
}

export interface MonstersDefeated {
  /** The content's monster type (its name in other languages is looked up by it). */
  typeId: string;
  name: string;
  normal: number;
  elite: number;
  boss: number;
}

/** Everything the scenario summary prints; built from a session and/or the campaign's history. */
export interface ScenarioSummaryData {
  scenarioId: string;
  scenarioName: string;
  date: string;
  edition: Edition;
  scenarioLevel: number | null;
  campaignName: string | null;
  /** The campaign the scenario was played for (its content names the classes). */
  campaignId: string | null;
  partyName: string | null;
  outcome: 'success' | 'failure' | 'unfinished' | null;
  rounds: number | null;
  characters: ScenarioCharacterLine[];
  /** Null when the scenario was not played in Haven (no log to count from). */
  monstersDefeated: MonstersDefeated[] | null;
  /** History lines recorded with or after the result: rewards, unlocks, achievements. */
  rewards: string[];
  /** Why some figures are missing, worded by the summary in its language. */
  notes: ScenarioSummaryNote[];
  /** The content packs the scenario's names come from (the session's and the campaign's). */
  contentPackIds: string[];
  /** The starting room as the imported map sets it up for the party's size; null for a board the party drew (or no session). */
  setup: SetupSheet | null;
}

/** The catalog keys (`summary.scenario.<note>`) of the notes a scenario summary may carry. */
export type ScenarioSummaryNote = 'notSettled' | 'byHand';

/** A past scenario a summary can be printed for. */
export interface ScenarioSummaryRef {
  /** A session id, or `<campaignId>:<seq>` for a result recorded by hand in the history. */
  id: string;
  scenarioId: string;
  label: string;
  date: string;
  outcome: ScenarioSummaryData['outcome'];
}
