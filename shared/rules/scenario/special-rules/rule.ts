import { z } from 'zod';
import { ALL_CONDITIONS } from '../conditions';
import { ELEMENTS } from '../elements';
import { figureTermsSchema } from './figure-terms';

/**
 * A scenario's special rule as the engine applies it (1st ed. rulebook p. 12 "Scenario Page": the
 * special rules of a scenario; p. 34 "Special Scenario Rules"): when it applies, what it needs, and
 * what it does. Content importers build these from what the data states; whatever they cannot type
 * stays a rule's text for the players (see `shownRuleSchema`). Every list and number is bounded: a
 * rule comes from a file, and a file is hostile.
 */

/** The rounds a rule applies in: a round, every round after one, or a cycle ("every odd round"). */
export const roundTermSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('round'), round: z.number().int().min(1).max(99) }),
  z.object({ kind: z.literal('after'), round: z.number().int().min(0).max(99) }),
  /** Rounds whose number leaves `remainder` divided by `every`; with `after`, only those past that round. */
  z.object({
    kind: z.literal('cycle'),
    every: z.number().int().min(2).max(12),
    remainder: z.number().int().min(0).max(11),
    after: z.number().int().min(1).max(99).optional(),
  }),
]);
export type RoundTerm = z.infer<typeof roundTermSchema>;

const ranksByPartySize = z.tuple([
  z.enum(['normal', 'elite', 'boss']).nullable(),
  z.enum(['normal', 'elite', 'boss']).nullable(),
  z.enum(['normal', 'elite', 'boss']).nullable(),
]);

/** Standees of one rank for 2, 3 and 4 characters. */
const standeesBySize = z.tuple([z.number().int().min(0).max(20), z.number().int().min(0).max(20), z.number().int().min(0).max(20)]);

/** A monster a rule names: its record id and its English name (worded in the reader's language from the pack). */
const monsterSchema = { monster: z.string().min(1).max(200), name: z.string().min(1).max(200) };

export const ruleEffectSchema = z.discriminatedUnion('kind', [
  /** Each character shuffles cards into its attack modifier deck (a curse, or a -1 card). */
  z.object({ kind: z.literal('modifierCards'), card: z.enum(['curse', 'minus1']), count: z.number().int().min(1).max(10) }),
  /** Each character gains the conditions. */
  z.object({ kind: z.literal('conditions'), conditions: z.array(z.enum(ALL_CONDITIONS)).min(1).max(10) }),
  /**
   * Monsters spawn: for 2, 3 and 4 characters the rank of each (none where the column is empty),
   * `count` standees of it, at the map's `marker` where the scenario prints one.
   */
  z.object({
    kind: z.literal('spawn'),
    monsters: z
      .array(
        z.object({
          ...monsterSchema,
          ranks: ranksByPartySize,
          count: z.number().int().min(1).max(10),
          marker: z.string().max(4).optional(),
        }),
      )
      .min(1)
      .max(12),
  }),
  /** Elements set strong or inert. */
  z.object({
    kind: z.literal('elements'),
    elements: z
      .array(z.object({ element: z.enum(ELEMENTS), strength: z.enum(['strong', 'inert']) }))
      .min(1)
      .max(6),
  }),
  /** The scenario ends (at the end of the round): won or lost. */
  z.object({ kind: z.literal('end'), outcome: z.enum(['success', 'lost']) }),
  /** A monster's hit points are its stat card's times `factor`, all scenario long. */
  z.object({ kind: z.literal('monsterHealth'), ...monsterSchema, factor: z.number().int().min(2).max(4) }),
  /** A monster plays at the monster level shifted by `change` (up to 7, down to 0), all scenario long. */
  z.object({ kind: z.literal('monsterLevel'), ...monsterSchema, change: z.number().int().min(-7).max(7) }),
  /**
   * Rooms open (a door opens at a round): each room with the tile it is on and the monsters it sets
   * up, by rank, for 2, 3 and 4 characters, as the scenario's own rooms give them.
   */
  z.object({
    kind: z.literal('openRooms'),
    rooms: z
      .array(
        z.object({
          number: z.number().int().min(1).max(99),
          tile: z.string().min(1).max(40),
          placements: z.array(z.object({ monster: z.string().min(1).max(200), normal: standeesBySize, elite: standeesBySize })).max(20),
        }),
      )
      .min(1)
      .max(10),
  }),
  /** Other rules of the scenario (by their number in its list, from 0) no longer apply. */
  z.object({ kind: z.literal('disableRules'), rules: z.array(z.number().int().min(0).max(63)).min(1).max(20) }),
]);
export type RuleEffect = z.infer<typeof ruleEffectSchema>;

/**
 * When a rule applies: from the setup on (`always`: a monster's stats), at the start or the end of
 * the rounds `rounds` names (every round when empty), when its required rooms have been revealed
 * (`roomsRevealed`), or when monsters die and its `figures` terms hold (`figureDied`). A rule with `requiredRooms` applies only once those rooms are revealed; a rule
 * marked `once` applies once. `index` is its place in the scenario's list of rules.
 */
export const scenarioRuleSchema = z.object({
  index: z.number().int().min(0).max(63),
  at: z.enum(['always', 'roundStart', 'roundEnd', 'roomsRevealed', 'figureDied']),
  rounds: z.array(roundTermSchema).max(6),
  isOnce: z.boolean(),
  /** Rooms by their number in the scenario, with the tile each is on (the players' name for it). */
  requiredRooms: z.array(z.object({ number: z.number().int().min(1).max(99), tile: z.string().min(1).max(40) })).max(20),
  /** What a `figureDied` rule waits for among the figures (figure-terms.ts). */
  figures: figureTermsSchema.optional(),
  effects: z.array(ruleEffectSchema).min(1).max(12),
});
export type ScenarioRule = z.infer<typeof scenarioRuleSchema>;
