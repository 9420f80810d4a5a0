import { shuffle, type RngState } from '../../random';
import type { ModifierCard } from './modifier-cards';
import { shufflePilesTogether, takeTopCard, type Piles } from './piles';

/** One attack modifier deck: draw pile (top first), discard pile, and whether it shuffles at round end. */
export interface ModifierDeckState extends Piles<ModifierCard> {
  needsShuffle: boolean;
}

export function freshModifierDeck(cards: readonly ModifierCard[], rng: RngState): { deck: ModifierDeckState; rng: RngState } {
  const shuffled = shuffle(cards, rng);
  return { deck: { drawPile: shuffled.items, discardPile: [], needsShuffle: false }, rng: shuffled.rng };
}

/**
 * Draws the top card. An empty draw pile is refilled by shuffling the discard pile (1st ed.
 * rulebook "Attack Modifier Cards": when the deck runs out, shuffle the discards). Bless and curse
 * leave the game instead of going to the discard (guide); null and x2 mark the deck for a shuffle
 * at the end of the round (rules model, "Cleanup").
 */
export function drawModifierCard(
  deck: ModifierDeckState,
  rng: RngState,
): { card: ModifierCard | undefined; deck: ModifierDeckState; rng: RngState } {
  const { card, piles, rng: state } = takeTopCard(deck, rng);
  if (card === undefined) return { card: undefined, deck: { ...deck, ...piles }, rng: state };
  return {
    card,
    deck: {
      drawPile: piles.drawPile,
      discardPile: card.isRemovedWhenDrawn ? piles.discardPile : [...piles.discardPile, card],
      needsShuffle: deck.needsShuffle || card.shufflesDeck,
    },
    rng: state,
  };
}

/** Shuffles the discard pile back into the draw pile (end of round after null or x2). */
export function reshuffleModifierDeck(deck: ModifierDeckState, rng: RngState): { deck: ModifierDeckState; rng: RngState } {
  const { piles, rng: state } = shufflePilesTogether(deck, rng);
  return { deck: { ...piles, needsShuffle: false }, rng: state };
}

/** Shuffles one card (bless or curse) into the remaining draw pile (guide: "shuffles a curse card into the target's deck"). */
export function shuffleCardIn(deck: ModifierDeckState, card: ModifierCard, rng: RngState): { deck: ModifierDeckState; rng: RngState } {
  const shuffled = shuffle([...deck.drawPile, card], rng);
  return { deck: { ...deck, drawPile: shuffled.items }, rng: shuffled.rng };
}

export function countInDeck(deck: ModifierDeckState, id: string): number {
  return deck.drawPile.filter((card) => card.id === id).length + deck.discardPile.filter((card) => card.id === id).length;
}
