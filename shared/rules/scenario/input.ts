import { z } from 'zod';
import { MAX_OBJECTIVES, objectiveInputSchema } from './objective-schema';
import { mapSetupSchema } from './scenario-map-schema';
import { AFFECTED_GROUPS, type AffectedGroup } from './affected-groups';
import { ALL_CONDITIONS, type Condition } from './conditions';
import { EDITIONS } from './edition';
import { ELEMENTS } from './elements';
import { modifierCardSchema } from './modifier-cards';
import type { Words } from '../words';
import { wordsSchema } from '../words-schema';
import { scenarioRuleSchema } from './special-rules/rule';
import { itemEffectsSchema } from './item-effect';
import { cardPoolSchema } from './hand-schema';

/**
 * What the host passes into a scenario: content (monster types, ability decks, characters) mapped
 * from an imported content pack to these shapes. Health and attack may be formulas such as "8xC"
 * (C = number of characters, L = scenario level) for bosses (guide: "a C in their stats means per
 * character").
 */
const formulaOrNumber = z.union([z.number().int().min(0), z.string().min(1).max(40)]);

export const monsterAttributesSchema = z.object({
  shield: z.number().int().min(0).optional(),
  retaliate: z.number().int().min(0).optional(),
  retaliateRange: z.number().int().min(1).optional(),
  pierce: z.number().int().min(0).optional(),
  target: z.number().int().min(1).optional(),
  isFlying: z.boolean().optional(),
  /** Conditions every attack of this monster adds, e.g. poison on attack. */
  conditionsOnAttack: z.array(z.enum(ALL_CONDITIONS)).optional(),
  /** Conditions the type cannot gain; curse immunity keeps curse cards out of the monster deck. */
  immunities: z.array(z.enum([...ALL_CONDITIONS, 'curse', 'bless'])).optional(),
  special: z.array(z.string().max(200)).optional(),
  /**
   * Haven's own words for each `special` line, in its order (issue 18): keyed words the screen
   * words in the reader's language, or null for a line that is the pack's own text. A scenario
   * stored before has none: its lines read in English.
   */
  specialWords: z.array(wordsSchema.nullable()).optional(),
});
export type MonsterAttributes = z.infer<typeof monsterAttributesSchema>;

export const monsterStatsSchema = z.object({
  health: formulaOrNumber,
  move: z.number().int().min(0),
  attack: formulaOrNumber,
  range: z.number().int().min(0),
  attributes: monsterAttributesSchema.default({}),
});
export type MonsterStats = z.infer<typeof monsterStatsSchema>;

export const monsterTypeInputSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The ability deck this type draws from; types with the same deck name share it. */
  deck: z.string().min(1),
  /** How many standees the box holds for this type (numbers 1..standeeCount). */
  standeeCount: z.number().int().min(1).max(20),
  isBoss: z.boolean().default(false),
  levels: z.array(
    z.object({
      level: z.number().int().min(0).max(7),
      normal: monsterStatsSchema.optional(),
      elite: monsterStatsSchema.optional(),
      boss: monsterStatsSchema.optional(),
    }),
  ),
});
export type MonsterTypeInput = z.infer<typeof monsterTypeInputSchema>;

export const ABILITY_ACTION_TYPES = [
  'move',
  'attack',
  'range',
  'target',
  'heal',
  'shield',
  'retaliate',
  'pierce',
  'infuse',
  'consume',
  'condition',
  'jump',
  'flying',
  'loot',
  'summon',
  'sufferDamage',
  'push',
  'pull',
  'special',
] as const;
export type AbilityActionType = (typeof ABILITY_ACTION_TYPES)[number];

/** What a card's condition line may give: a condition token, or a bless or curse card (rulebook p. 23). */
export const CARD_CONDITIONS = [...ALL_CONDITIONS, 'bless', 'curse'] as const;
export type CardCondition = (typeof CARD_CONDITIONS)[number];
/** A condition a figure carries as a token, as opposed to a bless or curse card. */
export const isConditionToken = (condition: CardCondition | undefined): condition is Condition =>
  condition !== undefined && condition !== 'bless' && condition !== 'curse';

export interface AbilityActionInput {
  type: AbilityActionType;
  value?: number | undefined;
  /**
   * A move, attack or range printed without a sign is the value itself, not added to the stat
   * card (1st ed. rulebook p. 31: an attack uses the stat card's range unless the card specifies
   * one; the 2nd edition's stat cards have no range, its cards print it: "Range 3").
   */
  isAbsolute?: boolean | undefined;
  element?: (typeof ELEMENTS)[number] | undefined;
  condition?: CardCondition | undefined;
  /**
   * Who the line affects ("all adjacent enemies"), on a line the engine keeps as text; on
   * `sufferDamage`, who suffers it (left out: the monster itself).
   */
  group?: AffectedGroup | undefined;
  /** On `summon`: the monster type and rank summoned, and whether it starts with the summoner's hit points. */
  summon?: { typeId: string; rank: 'normal' | 'elite'; hasSummonersHealth?: boolean | undefined } | undefined;
  /** On `infuse` and `consume`: any element the party picks ("Consume any element"), in place of `element`. */
  isAnyElement?: boolean | undefined;
  text?: string | undefined;
  /** Haven's own line for `text` as keyed words, worded in the reader's language (issue 18); `text` is its English. */
  words?: Words | undefined;
  /** The card gives this (a condition) to the monster itself: "Strengthen, self" (see self-conditions.ts). */
  isSelf?: boolean | undefined;
  /** Actions that modify this one, e.g. a range or a condition under an attack. */
  subActions?: AbilityActionInput[] | undefined;
}

export const abilityActionSchema: z.ZodType<AbilityActionInput> = z.lazy(() =>
  z.object({
    type: z.enum(ABILITY_ACTION_TYPES),
    value: z.number().int().optional(),
    isAbsolute: z.boolean().optional(),
    element: z.enum(ELEMENTS).optional(),
    condition: z.enum(CARD_CONDITIONS).optional(),
    group: z.enum(AFFECTED_GROUPS).optional(),
    summon: z
      .object({ typeId: z.string().min(1).max(100), rank: z.enum(['normal', 'elite']), hasSummonersHealth: z.boolean().optional() })
      .optional(),
    isAnyElement: z.boolean().optional(),
    text: z.string().max(500).optional(),
    words: wordsSchema.optional(),
    isSelf: z.boolean().optional(),
    subActions: z.array(abilityActionSchema).optional(),
  }),
);

export const abilityCardInputSchema = z.object({
  id: z.string().min(1),
  initiative: z.number().int().min(0).max(99),
  /** The shuffle mark: the deck is shuffled at the end of the round this card is drawn. */
  shuffle: z.boolean(),
  actions: z.array(abilityActionSchema),
});
export type AbilityCardInput = z.infer<typeof abilityCardInputSchema>;

export const abilityDeckInputSchema = z.object({
  deck: z.string().min(1),
  cards: z.array(abilityCardInputSchema).min(1),
});
export type AbilityDeckInput = z.infer<typeof abilityDeckInputSchema>;

/** A perk as a change to the modifier deck: cards added and card ids removed (one copy each). */
export const perkChangeSchema = z.object({
  add: z.array(modifierCardSchema).default([]),
  remove: z.array(z.string().min(1)).default([]),
});
export type PerkChange = z.infer<typeof perkChangeSchema>;

export const characterInputSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The character's class (content id): one character per class in a scenario (see setup.ts). */
  classId: z.string().min(1).max(80).optional(),
  level: z.number().int().min(1).max(9),
  maxHealth: z.number().int().min(1),
  perks: z.array(perkChangeSchema).default([]),
  /** Extra -1 cards from items ("shuffle that many -1 cards into your deck", guide setup step 6). */
  itemMinusOnes: z.number().int().min(0).default(0),
  /** Bless cards the character starts with (1st edition: a sanctuary donation, rulebook p. 45). */
  blesses: z.number().int().min(0).default(0),
  /** Curse cards the character starts with (an event outcome for the next scenario). */
  curses: z.number().int().min(0).optional(),
  /**
   * What a city or road event gave the character for this scenario's start: damage suffered and
   * conditions on its figure (guide "Scenario setup" step 9: apply the preceding event's effects).
   */
  startDamage: z.number().int().min(0).optional(),
  startConditions: z.array(z.enum(ALL_CONDITIONS)).max(10).optional(),
  /** The items the character brings, by name, with what using one does to it (see modules/items.ts). */
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(80),
        usage: z.enum(['persistent', 'spent', 'consumed']),
        /** The card's use slots: that many uses before it is spent or consumed (rulebook p. 8). */
        uses: z.number().int().min(1).max(10).optional(),
        /** Never refreshed once used (2nd edition's unrecoverable items). */
        isUnrecoverable: z.boolean().optional(),
        /** What using it does (shared/content/item-effects.ts). */
        effects: itemEffectsSchema.optional(),
        /**
         * Spent or consumed before the scenario begins, by a preceding city or road event (guide
         * "Scenario setup" step 9: apply the preceding event's effects); ready otherwise.
         */
        startsAs: z.enum(['spent', 'consumed']).optional(),
      }),
    )
    .max(20)
    .optional(),
  /** The class's cards of the character's level or lower and its hand size, where the class data has them (see hand.ts). */
  cardPool: cardPoolSchema.optional(),
});
export type CharacterInput = z.infer<typeof characterInputSchema>;

export const DIFFICULTIES = ['easy', 'normal', 'hard', 'veryHard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The most characters a scenario holds: the monster key places monsters for two, three or four characters (1st ed. rulebook p. 13). */
export const MAX_SCENARIO_CHARACTERS = 4;
/**
 * The most monster types one scenario holds, those its monsters summon included: a bound against a
 * hostile request, well above any scenario of the games (eight types at most in the 1st edition's
 * data) and above the thirty types ad hoc play may choose (shared/ipc/scenario-types.ts).
 */
export const MAX_SCENARIO_MONSTER_TYPES = 64;

export const scenarioSetupInputSchema = z.object({
  edition: z.enum(EDITIONS),
  scenarioId: z.string().min(1),
  /** The seed for every draw in this scenario; the host picks it once and stores it. */
  seed: z.union([z.number().int(), z.string().min(1)]),
  characters: z.array(characterInputSchema).min(1).max(MAX_SCENARIO_CHARACTERS),
  monsterTypes: z.array(monsterTypeInputSchema).max(MAX_SCENARIO_MONSTER_TYPES),
  abilityDecks: z.array(abilityDeckInputSchema),
  difficulty: z.enum(DIFFICULTIES).default('normal'),
  /** Sets the level outright (0..7) instead of the recommended level plus difficulty. */
  scenarioLevel: z.number().int().min(0).max(7).optional(),
  /** Money tokens the scenario places at setup; in the 2nd edition they count toward the 25 in the box. */
  moneyTokensOnMap: z.number().int().min(0).max(25).default(0),
  /**
   * The permanent death variant (1st ed. rulebook p. 50; 2nd ed. rulebook p. 58): a character
   * dropping to 0 hit points dies instead of being exhausted.
   */
  isPermanentDeath: z.boolean().default(false),
  /**
   * Solo play or open information: 1st edition monster level and trap damage +1 (rulebook p. 16);
   * 2nd edition a higher recommended scenario level (rulebook p. 57; see scenario-level.ts).
   */
  isSoloVariant: z.boolean().default(false),
  /** The scenario's map from an imported layout (see scenario-map.ts); without it the party draws the board. */
  map: mapSetupSchema.optional(),
  /** The scenario's special rules the engine applies, as the content states them (special-rules/rule.ts). */
  rules: z.array(scenarioRuleSchema).max(64).default([]),
  /** The scenario's objectives, one entry per standee, each with the room that brings it into play (objectives.ts). */
  objectives: z.array(objectiveInputSchema).max(MAX_OBJECTIVES).default([]),
});
export type ScenarioSetupInput = z.input<typeof scenarioSetupInputSchema>;
export type ScenarioSetup = z.output<typeof scenarioSetupInputSchema>;
