import { shuffle, type RngState } from '../../random';

/** A deck's two piles, the draw pile top first: ability decks and attack modifier decks alike. */
export interface Piles<T> {
  drawPile: T[];
  discardPile: T[];
}

/**
 * Takes the top card off the draw pile, which an empty draw pile first refills by shuffling the
 * discards (1st ed. rulebook "Attack Modifier Cards": when the deck runs out, shuffle the
 * discards; a monster deck without a shuffle card runs out the same way). Where the card goes
 * next is the deck's own rule: the piles answered hold it in neither.
 */
export function takeTopCard<T>(deck: Piles<T>, rng: RngState): { card: T | undefined; piles: Piles<T>; rng: RngState } {
  let { drawPile, discardPile } = deck;
  let state = rng;
  if (drawPile.length === 0) {
    const refilled = shuffle(discardPile, state);
    drawPile = refilled.items;
    discardPile = [];
    state = refilled.rng;
  }
  const [card, ...rest] = drawPile;
  return { card, piles: { drawPile: card === undefined ? drawPile : rest, discardPile }, rng: state };
}

/** Shuffles both piles together into the draw pile (a round's end after a shuffle card). */
export function shufflePilesTogether<T>(deck: Piles<T>, rng: RngState): { piles: Piles<T>; rng: RngState } {
  const shuffled = shuffle([...deck.drawPile, ...deck.discardPile], rng);
  return { piles: { drawPile: shuffled.items, discardPile: [] }, rng: shuffled.rng };
}
