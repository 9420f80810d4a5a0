import { z } from 'zod';
import { itemEffectsSchema } from '../../rules/scenario/item-effect';
import { wordValueSchema } from '../../rules/words-schema';
import { recordIdSchema } from './vocabulary';

export const itemSlotSchema = z.enum(['head', 'body', 'legs', 'oneHand', 'twoHands', 'small']);
export type ItemSlot = z.infer<typeof itemSlotSchema>;

export const itemSchema = z.object({
  id: recordIdSchema,
  number: z.number().int().positive(),
  name: z.string().min(1),
  cost: z.number().int().nonnegative(),
  slot: itemSlotSchema,
  /** Copies in the shop's supply. */
  count: z.number().int().positive(),
  /** The city prosperity level that puts it in the shop; absent when it comes from elsewhere. */
  prosperity: z.number().int().min(1).max(9).optional(),
  usage: z.enum(['persistent', 'spent', 'consumed']),
  /** Use slots on the card: used that many times before it is spent or consumed (1st ed. rulebook p. 8). */
  uses: z.number().int().min(1).max(10).optional(),
  text: z.string().optional(),
  /**
   * Where Haven built `text` from the item's actions: its parts as words, one after another (issue
   * 18). A part Haven words itself ("Area: 3 hexes", "Infuse ice") is keyed words, worded in the
   * reader's language; a part that is the pack's own text is that text. `text` is their English.
   * A pack imported before has none: its text reads as it was.
   */
  textWords: z.array(wordValueSchema).max(50).optional(),
  /** −1 cards the item adds to its owner's attack modifier deck while it is equipped (heavy armour). */
  minusOnes: z.number().int().positive().optional(),
  /** Never refreshed once used, by a rest or an ability (2nd edition; GHS marks it `loss`). */
  isUnrecoverable: z.boolean().optional(),
  /** Small items its wearer may carry besides the level's (Cloak of Pockets: 2). */
  extraSmallItems: z.number().int().min(1).max(9).optional(),
  /** What using it does, as the data states it (item-effects.ts); absent where it states nothing Haven applies. */
  effects: itemEffectsSchema.optional(),
});
export type Item = z.infer<typeof itemSchema>;

export const eventOutcomeSchema = z.object({
  /** A printed condition on the outcome ("If the party has 10 reputation or more"). */
  condition: z.string().optional(),
  /**
   * The same condition as the data codes it, for the rules to read from the campaign
   * (shared/rules/campaign/town/outcome-conditions.ts): "reputationGT 4", "payCollectiveGold 10",
   * "traits a b", "otherwise"... Absent: no condition, or one only printed (the party judges it).
   */
  when: z.string().max(200).optional(),
  text: z.string().optional(),
  /** Rewards and costs in words, e.g. "gold 10", "reputation -1". */
  effects: z.array(z.string()),
});

export const eventSchema = z.object({
  id: recordIdSchema,
  deck: z.enum(['city', 'road']),
  number: z.number().int().positive(),
  text: z.string().optional(),
  options: z.array(
    z.object({
      label: z.string().min(1),
      choice: z.string().optional(),
      outcomes: z.array(eventOutcomeSchema),
      returnsToDeck: z.boolean(),
    }),
  ),
});
export type GameEvent = z.infer<typeof eventSchema>;

export const personalQuestSchema = z.object({
  id: recordIdSchema,
  number: z.number().int().positive(),
  name: z.string().min(1),
  requirements: z.array(
    z.object({
      text: z.string().min(1),
      target: z.number().int().positive(),
      /**
       * What the campaign can count for it, as the data names it ("gold", "itemType:head", "scenario:52|53"), or kills of
       * monster types the importer found in the requirement ("kills:bandit-guard|cultist"; quest-progress.ts).
       */
      track: z.string().max(400).optional(),
    }),
  ),
  /** What retiring with it unlocks: a class, or a sealed envelope. */
  unlocks: z.union([z.object({ characterClass: recordIdSchema }), z.object({ envelope: z.string().min(1) })]).optional(),
  /** 2nd edition: the quest card that follows this one. */
  followUp: z.number().int().positive().optional(),
});
export type PersonalQuest = z.infer<typeof personalQuestSchema>;

export const battleGoalSchema = z.object({
  id: recordIdSchema,
  number: z.number().int().positive(),
  name: z.string().min(1),
  /** Check marks awarded when it is met. */
  checks: z.number().int().positive(),
  text: z.string().optional(),
});
export type BattleGoal = z.infer<typeof battleGoalSchema>;

/** A numbered treasure tile's reward in words ("item 32", "gold 15"). */
export const treasureSchema = z.object({ number: z.number().int().positive(), reward: z.string().min(1) });
export type Treasure = z.infer<typeof treasureSchema>;
