import { describe, expect, it } from 'vitest';
import { seedRng, shuffle } from '../../random';
import { shufflePilesTogether, takeTopCard } from './piles';

describe('a deck’s two piles', () => {
  it('takes the top card and holds it in neither pile', () => {
    const rng = seedRng(7);
    const taken = takeTopCard({ drawPile: ['a', 'b'], discardPile: ['c'] }, rng);
    expect(taken).toEqual({ card: 'a', piles: { drawPile: ['b'], discardPile: ['c'] }, rng });
  });

  it('refills an empty draw pile by shuffling the discards first (rulebook "Attack Modifier Cards")', () => {
    const rng = seedRng(7);
    const refilled = shuffle(['c', 'd', 'e'], rng);
    const taken = takeTopCard({ drawPile: [], discardPile: ['c', 'd', 'e'] }, rng);
    expect(taken.card).toBe(refilled.items[0]);
    expect(taken.piles).toEqual({ drawPile: refilled.items.slice(1), discardPile: [] });
    expect(taken.rng).toEqual(refilled.rng);
  });

  it('answers no card when both piles are empty', () => {
    expect(takeTopCard({ drawPile: [], discardPile: [] }, seedRng(1)).card).toBeUndefined();
  });

  it('shuffles both piles together into the draw pile', () => {
    const rng = seedRng(3);
    const together = shufflePilesTogether({ drawPile: ['a'], discardPile: ['b', 'c'] }, rng);
    expect(together.piles).toEqual({ drawPile: shuffle(['a', 'b', 'c'], rng).items, discardPile: [] });
  });
});
