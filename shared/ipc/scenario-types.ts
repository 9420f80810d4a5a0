import type { ScenarioMapView } from '../rules/scenario/view/map-view';
import { z } from 'zod';
import type { BoardPosition } from '../map/position';
import type { Settlement } from '../rules/scenario/settlement';
import type { KillCount } from '../rules/scenario/kills';
import type { ScenarioCommandInput, ScenarioEvent } from '../rules/scenario';
import { DIFFICULTIES } from '../rules/scenario/input';
import { says } from '../rules/says';

/** What the screen sends to start a scenario. */
export const newScenarioSessionSchema = z
  .object({
    /** The campaign the scenario is played in; left out for ad hoc play. */
    campaignId: z.string().min(1).optional(),
    /** The content pack the scenario and monsters come from. */
    packId: z.string().min(1, says('files.schema.setup.choosePack')),
    /** A scenario of the pack; left out for ad hoc play with chosen monster types. */
    scenarioId: z.string().min(1).optional(),
    /** Ad hoc play: the monster types to use. */
    monsterTypeIds: z.array(z.string().min(1)).max(30).default([]),
    /** The campaign's characters present. */
    characterIds: z.array(z.string().min(1)).max(4).default([]),
    /** Ad hoc play without a campaign: characters by class and level. */
    characters: z
      .array(
        z.object({
          name: z.string().trim().min(1, says('files.schema.setup.characterName')).max(80),
          classId: z.string().min(1),
          level: z.number().int().min(1).max(9),
        }),
      )
      .max(4)
      .default([]),
    scenarioLevel: z
      .number()
      .int()
      .min(0, says('files.schema.setup.scenarioLevel', { min: 0, max: 7 }))
      .max(7, says('files.schema.setup.scenarioLevel', { min: 0, max: 7 }))
      .optional(),
    difficulty: z.enum(DIFFICULTIES).default('normal'),
    /** The solo / open information variant (see shared/rules/scenario/scenario-level.ts). */
    isSoloVariant: z.boolean().default(false),
    /** The first room's standees as chosen at the table; left out, the room's placements with random numbers. */
    firstRoom: z
      .array(
        z.object({
          typeId: z.string().min(1),
          rank: z.enum(['normal', 'elite', 'boss']),
          standeeNumber: z.number().int().min(1).optional(),
        }),
      )
      .optional(),
  })
  .strict();
export type NewScenarioSession = z.input<typeof newScenarioSessionSchema>;
export type NewScenarioSessionParsed = z.output<typeof newScenarioSessionSchema>;

export type ScenarioSessionStatus = 'playing' | 'ended' | 'settled';

export interface ScenarioSessionSummary {
  id: string;
  campaignId: string | null;
  name: string;
  edition: 'gh1' | 'gh2';
  status: ScenarioSessionStatus;
  round: number;
  characters: string[];
  updatedAt: string;
  /** Its saved state cannot be read back (damaged inside the data file): listed by name, refused when opened. */
  isDamaged?: boolean;
}

export interface ScenarioHistoryEntry {
  seq: number;
  summary: string;
  commandType: string;
  revealsHidden: boolean;
  isUndone: boolean;
  at: string;
}

// The view's parts are the engine's (shared/rules/scenario/view/view-types.ts): the contract names them.
export type {
  ModifierDeckView,
  ModifierDrawView,
  MonsterGroupView,
  RoomView,
  ScenarioTableState,
  TableDeck,
  TableModifierDeck,
  TurnSlotView,
} from '../rules/scenario/view/view-types';
import type {
  ModifierDeckView,
  ModifierDrawView,
  MonsterGroupView,
  RoomView,
  ScenarioTableState,
  TurnSlotView,
} from '../rules/scenario/view/view-types';

export interface ScenarioSessionView {
  id: string;
  campaignId: string | null;
  packId: string | null;
  scenarioId: string;
  name: string;
  edition: 'gh1' | 'gh2';
  status: ScenarioSessionStatus;
  /** What the table can see of the engine's state (no generator, no pile order); the board is served apart, below. */
  state: ScenarioTableState;
  /**
   * The party's drawing of the map, brought in line with the session (the dead gone, this round's
   * initiatives, the edition's rule set); null until someone draws on it.
   */
  board: BoardPosition | null;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * The change an undo would take back and the one a redo would do again (commands carry nothing
   * hidden: the draws are in their events). A table device greys out an undo it may not make.
   */
  undoRedo: { undo: ScenarioCommandInput | null; redo: ScenarioCommandInput | null };
  turnOrder: TurnSlotView[];
  /** The party's items in the reader's language, by the names the engine books them by (English where the pack has no label). */
  itemNames: Record<string, string>;
  monsterGroups: MonsterGroupView[];
  rooms: RoomView[];
  /** The scenario's map laid out from its layout (tiles, overlays, doors, hidden rooms); null where the party draws the board. */
  map: ScenarioMapView | null;
  modifierDecks: ModifierDeckView[];
  lastModifierDraw: ModifierDrawView | null;
  /** What the campaign gains, once the scenario has ended. */
  settlement: Settlement | null;
  /** Once settled into a campaign: the battle-goal checkmarks each character was given. */
  appliedCheckmarks: Record<string, number> | null;
  /** Once ended: the monsters each character killed, by type, from the live log (a personal quest counts them). */
  kills: KillCount[];
  /** Once ended: the scenario's rewards in words and what the party chooses at the settlement. */
  rewards: SettlementRewardsView | null;
  /** The scenario's goal and special rules in words, in the request's language (issue 29). */
  scenarioRules: ScenarioRulesView;
  history: ScenarioHistoryEntry[];
}

export type { ScenarioEvent, ScenarioMapView };

/** What the play screen's "Goal and special rules" card lists. */
export interface ScenarioRulesView {
  /** The pack's words for the goal; null when the pack has none (the scenario book tells it). */
  goal: string | null;
  /** The figures the scenario adds, with their hit points at this table. */
  objectives: string[];
  /** Each special rule in words; `isApplied` when Haven applies it, otherwise the players do. */
  rules: Array<{ text: string; isApplied: boolean }>;
}

/** A scenario's rewards at its settlement (1st ed. rulebook p. 49 "Scenario Completion"). */
export interface SettlementRewardsView {
  /** The rewards of a campaign-mode success, in words. */
  lines: string[];
  /** Items the rewards give; the party chooses who takes each copy. */
  items: Array<{ itemId: string; name: string; count: number }>;
  /** The numbered treasure tiles on the scenario's map. */
  treasures: number[];
}

/** What the party chose at the settlement: who looted each numbered treasure, who takes each reward item. */
export interface SettlementPicks {
  treasures: Array<{ characterId: string; number: number }>;
  rewardItems: Array<{ itemId: string; characterId: string }>;
}
