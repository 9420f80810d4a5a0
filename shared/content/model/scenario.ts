import { z } from 'zod';
import { MAX_OBJECTIVES } from '../../rules/scenario/objective-schema';
import { scenarioRuleSchema } from '../../rules/scenario/special-rules/rule';
import { wordValueSchema } from '../../rules/words-schema';
import { recordIdSchema, statValueSchema } from './vocabulary';

/** Standees of one rank for 2, 3 and 4 characters, in that order. */
const perPartySize = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative(), z.number().int().nonnegative()]);

/** The standees of one monster type set up when a room is revealed. */
export const placementSchema = z.object({
  monster: recordIdSchema,
  normal: perPartySize,
  elite: perPartySize,
});
export type Placement = z.infer<typeof placementSchema>;

/** Standees for a party of `characters` (2-4; a party of one plays as two). */
export function standeesFor(placement: Placement, characters: number): { normal: number; elite: number } {
  const column = Math.min(Math.max(characters, 2), 4) - 2;
  return { normal: placement.normal[column] ?? 0, elite: placement.elite[column] ?? 0 };
}

export const roomSchema = z.object({
  number: z.number().int().positive(),
  /** The map tile, e.g. "L1a". */
  tile: z.string().min(1),
  isStart: z.boolean(),
  /** Rooms behind this room's doors, opened from here. */
  doorsTo: z.array(z.number().int().positive()),
  placements: z.array(placementSchema),
  /**
   * The objectives revealed with the room, one entry per standee: its place (from 0) in the
   * scenario's `objectives`, and whether it is there only with more than some characters ("2:C > 2"
   * in the data). Absent in packs imported before objectives were placed.
   */
  objectives: z
    .array(
      z.object({
        objective: z
          .number()
          .int()
          .min(0)
          .max(MAX_OBJECTIVES - 1),
        charactersAbove: z.number().int().min(1).max(3).optional(),
      }),
    )
    .max(MAX_OBJECTIVES)
    .optional(),
});
export type Room = z.infer<typeof roomSchema>;

/** A figure the scenario adds that is not a monster type: an escort, an altar, a door to break. */
export const scenarioObjectiveSchema = z.object({
  name: z.string().min(1),
  health: statValueSchema,
  isEscort: z.boolean(),
  initiative: z.number().int().min(0).max(99).optional(),
  /** The letter or number printed beside it on the map ("a"). */
  marker: z.string().min(1).max(4).optional(),
  /** How many standees of it the box gives at most, where the data says. */
  count: z.number().int().min(1).max(12).optional(),
});
export type ScenarioObjective = z.infer<typeof scenarioObjectiveSchema>;

/**
 * What completing the scenario in campaign mode gives (1st ed. rulebook p. 49 "Scenario
 * Completion": achievements, gold or experience for each character, prosperity, unlocked
 * scenarios, items, item designs). Names are as printed; `other` keeps in words what Haven
 * leaves to the players (an envelope, a class, events added to the decks...).
 */
export const scenarioRewardsSchema = z.object({
  globalAchievements: z.array(z.string().min(1)).default([]),
  partyAchievements: z.array(z.string().min(1)).default([]),
  lostGlobalAchievements: z.array(z.string().min(1)).default([]),
  lostPartyAchievements: z.array(z.string().min(1)).default([]),
  /** Gold for each character. */
  gold: z.number().int().default(0),
  /** Experience for each character. */
  experience: z.number().int().default(0),
  reputation: z.number().int().default(0),
  /** Prosperity checkmarks. */
  prosperity: z.number().int().default(0),
  /** Items (by record id) the party gains, one copy each unless `count` says more. */
  items: z.array(z.object({ item: recordIdSchema, count: z.number().int().positive() })).default([]),
  /** Item designs (by record id) added to the city's supply. */
  itemDesigns: z.array(recordIdSchema).default([]),
  other: z.array(z.string().min(1)).default([]),
});
export type ScenarioRewards = z.infer<typeof scenarioRewardsSchema>;

/**
 * A special rule of a scenario as the data states it: one the engine applies (typed), or one shown
 * to the players in words (the pack's own note, or Haven's words for what the data says).
 */
export const specialRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applied'), rule: scenarioRuleSchema }),
  z.object({ kind: z.literal('shown'), line: wordValueSchema }),
]);
export type SpecialRule = z.infer<typeof specialRuleSchema>;

export const scenarioSchema = z.object({
  id: recordIdSchema,
  /** As printed: "1".."95", or "rnd" for the random dungeon. */
  index: z.string().min(1),
  name: z.string().min(1),
  /** Open from the start of a campaign (the source's "initial" scenarios); absent in older packs. */
  isInitial: z.boolean().optional(),
  monsters: z.array(recordIdSchema),
  rooms: z.array(roomSchema),
  objectives: z.array(scenarioObjectiveSchema),
  /** Monsters fighting on the players' side. */
  allies: z.array(recordIdSchema),
  /** Special rules kept as text, from sources whose rules Haven does not read (X-haven Assistant's, the demo's). */
  specialRules: z.array(z.string()),
  /**
   * The special rules read from the data, in its order (a rule that stops another names it by its
   * place); absent in packs imported before rules were read, which show `specialRules`.
   */
  rules: z.array(specialRuleSchema).max(64).optional(),
  /** The scenario's goal in the pack's words, where the pack has one. */
  goal: z.string().min(1).max(1000).optional(),
  /** Scenario indexes this one unlocks when completed. */
  unlocks: z.array(z.string()),
  /** Conditions to play it, as text (e.g. "party: First Steps", "completed: 1"). */
  requirements: z.array(z.string()),
  /** Scenario indexes it links to (the party may go on to them without a road event, rulebook p. 41). */
  links: z.array(z.string()),
  /** 2nd edition: whether travelling to it takes a road event, as the data marks it; absent when unknown. */
  needsRoadEvent: z.boolean().optional(),
  /** Absent in packs imported before rewards were read. */
  rewards: scenarioRewardsSchema.optional(),
  /** The numbers of the treasure tiles on its map (the pack's treasure list says what each gives). */
  treasures: z.array(z.number().int().positive()).optional(),
  /** 2nd edition: reputation with each faction its completion moves. */
  factionRewards: z.array(z.object({ faction: z.enum(['demons', 'merchants', 'military']), delta: z.number().int() })).optional(),
});
export type Scenario = z.infer<typeof scenarioSchema>;
