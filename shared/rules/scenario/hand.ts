import type { CardHalfFate, HandCard, HandState } from './hand-schema';
import type { ScenarioState } from './state';
import { refusedWith, type RuleViolation } from './violation';
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

/**
 * The cards a tracked character may lose to negate damage: any card of the hand except the two
 * chosen this round and not yet played, which are in neither pile (1st ed. rulebook p. 28
 * "Character Damage": "the two cards chosen at the beginning of the round are neither in the
 * player's hand or lost or discard pile"), and any card of the discard pile.
 */
export function cardsToLoseForDamage(hand: HandState): { fromHand: string[]; fromDiscard: string[] } {
  // A chosen card once played is out of play only until a rest takes it back into the hand.
  const isInPlay = (id: string) => hand.chosen.includes(id) && !hand.played.some((played) => played.cardId === id);
  return { fromHand: hand.hand.filter((id) => !isInPlay(id)), fromDiscard: [...hand.discard] };
}

/** One card from the hand, or two from the discard pile (rulebook p. 28). */
export const CARDS_LOST_FROM_HAND = 1;
export const CARDS_LOST_FROM_DISCARD = 2;

/** Whether the tracked character has enough cards to negate one source of damage. */
export function canLoseCardsForDamage(hand: HandState): boolean {
  const { fromHand, fromDiscard } = cardsToLoseForDamage(hand);
  return fromHand.length >= CARDS_LOST_FROM_HAND || fromDiscard.length >= CARDS_LOST_FROM_DISCARD;
}

/**
 * Why these cards cannot be lost to negate damage for the character, or undefined when they can:
 * its hand is kept, it is not exhausted, and they are one card of the hand or two of the discard
 * pile (rulebook p. 28). LoseCardsForDamage (modules/hand-damage.ts) and an attack ask it.
 */
export function lostCardsRefusal(state: ScenarioState, characterId: string, ids: readonly string[]): RuleViolation | undefined {
  const character = own(state.characters, characterId);
  const hand = handOf(state, characterId);
  if (character === undefined || hand === undefined)
    return refusedWith('hand-not-tracked', 'scenario.handNotTracked', { name: character?.name ?? characterId }).violation;
  if (character.isExhausted) return refusedWith('exhausted', 'scenario.loseCardsExhausted', { name: character.name }).violation;
  if (!canLoseCardsForDamage(hand)) return refusedWith('not-enough-cards', 'scenario.loseCardsTooFew', { name: character.name }).violation;
  if (!isCardsToLoseForDamage(hand, ids))
    return refusedWith('lose-cards-choice', 'scenario.loseCardsChoice', { name: character.name }).violation;
  return undefined;
}

/** Whether `ids` are one card of the hand or two of the discard pile (rulebook p. 28): a screen asks it before it offers the choice as made. */
export function isCardsToLoseForDamage(hand: HandState, ids: readonly string[]): boolean {
  const { fromHand, fromDiscard } = cardsToLoseForDamage(hand);
  const isOneFromHand = ids.length === CARDS_LOST_FROM_HAND && fromHand.includes(ids[0] ?? '');
  const isTwoFromDiscard =
    ids.length === CARDS_LOST_FROM_DISCARD && new Set(ids).size === ids.length && ids.every((id) => fromDiscard.includes(id));
  return isOneFromHand || isTwoFromDiscard;
}
