import { shuffle, type RngState } from '../../random';
import type { AbilityDeckState } from './state';

/**
 * Reveals the top ability card; it goes to the discard pile. An empty draw pile is refilled by
 * shuffling the discards (a deck without a shuffle card can run out).
 */
export function drawAbilityCard(
  deck: AbilityDeckState,
  rng: RngState,
): { cardId: string | undefined; deck: AbilityDeckState; rng: RngState } {
  let drawPile = deck.drawPile;
  let discardPile = deck.discardPile;
  let state = rng;
  if (drawPile.length === 0) {
    const refilled = shuffle(discardPile, state);
    drawPile = refilled.items;
    discardPile = [];
    state = refilled.rng;
  }
  const [cardId, ...rest] = drawPile;
  if (cardId === undefined) return { cardId, deck: { drawPile, discardPile }, rng: state };
  return { cardId, deck: { drawPile: rest, discardPile: [...discardPile, cardId] }, rng: state };
}

/** Shuffles the whole deck back together (end of a round whose card showed the shuffle mark). */
export function reshuffleAbilityDeck(deck: AbilityDeckState, rng: RngState): { deck: AbilityDeckState; rng: RngState } {
  const shuffled = shuffle([...deck.drawPile, ...deck.discardPile], rng);
  return { deck: { drawPile: shuffled.items, discardPile: [] }, rng: shuffled.rng };
}
