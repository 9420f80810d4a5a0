import { z } from 'zod';

/* The shapes of a tracked hand (see hand.ts): what the host passes and what the state keeps. */

/**
 * Where one half of an ability card goes once played (1st ed. rulebook p. 17: "Played cards are
 * normally placed in a player's discard pile", the lost pile under the lost symbol, and first the
 * active area under a persistent or round bonus symbol; p. 25 "Active Bonuses"). The 2nd edition
 * plays the same way (refresher: "the card goes to your discard pile, your lost pile, or your
 * active area, depending on its icons").
 */
export const cardHalfFateSchema = z.object({ isLost: z.boolean(), bonus: z.enum(['none', 'round', 'persistent']) });
export type CardHalfFate = z.infer<typeof cardHalfFateSchema>;

/** One ability card a character may take into its hand, as the host reads it from the class data. */
export const handCardSchema = z.object({
  id: z.string().min(1).max(20),
  name: z.string().min(1).max(80),
  /** 1-9, or "X" for the level-1 choice cards. */
  level: z.union([z.number().int().min(1).max(9), z.string().min(1).max(2)]),
  initiative: z.number().int().min(0).max(99),
  top: cardHalfFateSchema,
  bottom: cardHalfFateSchema,
});
export type HandCard = z.infer<typeof handCardSchema>;

/** The cards a character may choose its hand from, and its class's hand size (rulebook p. 12). */
export const cardPoolSchema = z.object({
  handSize: z.number().int().min(1).max(20),
  cards: z.array(handCardSchema).max(60),
});
export type CardPool = z.infer<typeof cardPoolSchema>;

/** A card in the active area: its bonus lasts the round or until used up (rulebook p. 25). */
export interface ActiveCard {
  cardId: string;
  bonus: 'round' | 'persistent';
  /** Goes to the lost pile when it leaves the active area, not the discard pile (rulebook p. 25). */
  isLost: boolean;
}

export type CardHalf = 'top' | 'bottom';

/** A tracked character's ability cards by id: hand, discard pile, lost pile, active area. */
export interface HandState {
  hand: string[];
  discard: string[];
  lost: string[];
  active: ActiveCard[];
  /** This round's two cards, chosen at card selection; emptied when the round ends. */
  chosen: string[];
  /** The halves played of them this turn; emptied when the round ends. */
  played: { cardId: string; half: CardHalf }[];
}
