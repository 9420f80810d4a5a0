import type { RngState } from '../../random';
import { shufflePilesTogether, takeTopCard } from './piles';
import type { AbilityDeckState } from './state';

/**
 * Reveals the top ability card; it goes to the discard pile. An empty draw pile is refilled by
 * shuffling the discards (a deck without a shuffle card can run out).
 */
export function drawAbilityCard(
  deck: AbilityDeckState,
  rng: RngState,
): { cardId: string | undefined; deck: AbilityDeckState; rng: RngState } {
  const { card: cardId, piles, rng: state } = takeTopCard(deck, rng);
  if (cardId === undefined) return { cardId, deck: piles, rng: state };
  return { cardId, deck: { drawPile: piles.drawPile, discardPile: [...piles.discardPile, cardId] }, rng: state };
}

/** Shuffles the whole deck back together (end of a round whose card showed the shuffle mark). */
export function reshuffleAbilityDeck(deck: AbilityDeckState, rng: RngState): { deck: AbilityDeckState; rng: RngState } {
  const { piles, rng: state } = shufflePilesTogether(deck, rng);
  return { deck: piles, rng: state };
}
