import type { CardHalfFate, HandCard, HandState } from './hand-schema';
import type { ScenarioState } from './state';
import { own } from '../own';

export * from './hand-schema';

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
