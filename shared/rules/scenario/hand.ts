import { z } from 'zod';
import type { ScenarioState } from './state';
import { own } from '../own';

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

export function handOf(state: Pick<ScenarioState, 'hands'>, characterId: string): HandState | undefined {
  return state.hands === undefined ? undefined : own(state.hands, characterId);
}

export function poolCard(state: Pick<ScenarioState, 'cardPools'>, characterId: string, cardId: string): HandCard | undefined {
  const pool = state.cardPools === undefined ? undefined : own(state.cardPools, characterId);
  return pool?.cards.find((card) => card.id === cardId);
}

/**
 * Rests need two or more cards in the discard pile, and always lose one of them (1st ed. rulebook
 * p. 17 "Resting"; 2nd ed. refresher: a long rest "if they have at least two cards in their
 * discard pile").
 */
export const REST_NEEDS_DISCARDS = 2;

export function canRest(hand: HandState): boolean {
  return hand.discard.length >= REST_NEEDS_DISCARDS;
}

/**
 * Exhausted by cards: at the beginning of a round the character can neither play two cards from
 * its hand nor rest (1st ed. rulebook p. 17 and p. 28 "Exhaustion"; 2nd ed. refresher: "neither
 * two cards in hand to play nor two in your discard pile to rest with").
 */
export function isOutOfCards(hand: HandState): boolean {
  return hand.hand.length < 2 && !canRest(hand);
}

/**
 * The pile a played half goes to: the active area under a bonus symbol, otherwise the lost pile
 * under the lost symbol, otherwise the discard pile (rulebook p. 17). A card played for the basic
 * attack 2 or move 2 is simply discarded (1st ed. rulebook p. 18; 2nd ed. refresher "which just
 * discards it with nothing else applied").
 */
export function destinationOf(fate: CardHalfFate, isBasic: boolean): 'discard' | 'lost' | 'active' {
  if (isBasic) return 'discard';
  if (fate.bonus !== 'none') return 'active';
  return fate.isLost ? 'lost' : 'discard';
}

/** Whether a card of this level may be taken into the hand at the character's level ("X" counts as level 1, rulebook p. 12). */
export function isWithinLevel(level: number | string, characterLevel: number): boolean {
  if (typeof level === 'number') return level <= characterLevel;
  return level.toUpperCase() === 'X';
}
