import { z } from 'zod';
import { abilityActionSchema } from './ability-action';
import { recordIdSchema } from './vocabulary';
import { eventCardRefSchema, type EventCardRef } from '../../rules/campaign/event-card-ref';
import { cardHalfFateSchema, type CardHalfFate } from '../../rules/scenario/hand';

/**
 * An attack modifier card. `value` is the printed modifier ("+1" is 1); `x2` doubles and `null`
 * misses. Effects are short words as printed ("stun", "push 1", "heal 2", "element fire").
 * A rolling card is drawn together with the next one.
 */
export const modifierCardSchema = z.object({
  value: z.union([z.number().int(), z.literal('x2'), z.literal('null')]),
  effects: z.array(z.string().min(1)),
  isRolling: z.boolean(),
});
export type ModifierCard = z.infer<typeof modifierCardSchema>;

export const modifierStackSchema = z.object({ card: modifierCardSchema, count: z.number().int().positive() });
export type ModifierStack = z.infer<typeof modifierStackSchema>;

/** One perk line: how many check boxes it has, and how it changes the modifier deck. */
export const perkSchema = z.object({
  checkboxes: z.number().int().positive(),
  remove: z.array(modifierStackSchema),
  add: z.array(modifierStackSchema),
  /** The perk's own words where it does more than change cards (or where the source only has text). */
  text: z.string().optional(),
  /** What the perk lets the character ignore (1st ed. "Ignore negative item effects": no −1 cards from items). */
  ignores: z.enum(['negativeItemEffects', 'negativeScenarioEffects']).optional(),
});
export type Perk = z.infer<typeof perkSchema>;

/** The shape of an enhancement slot printed on an ability card (what stickers it takes: rules/campaign/enhancement-slots.ts). */
export const enhancementSlotSchema = z.enum(['square', 'circle', 'diamond', 'diamondPlus', 'hex', 'any']);
export type EnhancementSlot = z.infer<typeof enhancementSlotSchema>;

// Where one half of a card goes once played (rules/scenario/hand.ts, the rule that reads it).
export { cardHalfFateSchema, type CardHalfFate };

/** One of a class's ability cards: its level ("X" for the choice cards), initiative, top and bottom. */
export const characterCardSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  /** 1-9, or the letter printed in its place ("X" for the level-1 choice cards). */
  level: z.union([z.number().int().min(1).max(9), z.string().min(1).max(2)]),
  initiative: z.number().int().min(0).max(99),
  top: z.array(abilityActionSchema),
  bottom: z.array(abilityActionSchema),
  /**
   * The enhancement slots printed on each half, by shape (square, circle, diamond, diamond_plus,
   * hex, any), where the source gives them; absent: not known (the players say).
   */
  enhancementSlots: z.object({ top: z.array(enhancementSlotSchema).max(20), bottom: z.array(enhancementSlotSchema).max(20) }).optional(),
  /** Where each half goes once played, where the source says (absent: not known, the hand cannot be kept for the class). */
  fates: z.object({ top: cardHalfFateSchema, bottom: cardHalfFateSchema }).optional(),
});
export type CharacterCard = z.infer<typeof characterCardSchema>;

export { eventCardRefSchema, type EventCardRef };

export const characterClassSchema = z.object({
  id: recordIdSchema,
  name: z.string().min(1),
  /** Hit points at levels 1-9. */
  health: z.array(z.number().int().positive()).length(9),
  handSize: z.number().int().positive().optional(),
  /** Locked at the start of a campaign (a spoiler until unlocked). */
  isLocked: z.boolean(),
  perks: z.array(perkSchema),
  /** The class's ability cards, when the source has them. */
  abilityCards: z.array(characterCardSchema).optional(),
  /** 2nd edition: the class's traits, which event outcomes ask for ("if a character has the ... trait"). */
  traits: z.array(z.string().min(1).max(40)).max(10).optional(),
  /**
   * The event cards added to the decks when the class is unlocked, and when it first retires (1st
   * ed. rulebook p. 48: the numbers on the back of the character mat; each applies to both decks).
   */
  unlockEvents: z.array(eventCardRefSchema).max(10).optional(),
  retireEvents: z.array(eventCardRefSchema).max(10).optional(),
});
export type CharacterClass = z.infer<typeof characterClassSchema>;
