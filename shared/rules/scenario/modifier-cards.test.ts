import { describe, expect, it } from 'vitest';
import { seedRng } from '../../random';
import { BLESS_CARD, characterModifierDeck, CURSE_CARD, standardModifierDeck } from './modifier-cards';
import { drawModifierCard, shuffleCardIn } from './modifier-deck';

const count = (ids: string[], id: string) => ids.filter((x) => x === id).length;

describe('attack modifier decks', () => {
  it('the standard deck has 20 cards: 6 +0, 5 +1, 5 -1, +2, -2, null, x2', () => {
    const ids = standardModifierDeck().map((card) => card.id);
    expect(ids).toHaveLength(20);
    expect([
      count(ids, '+0'),
      count(ids, '+1'),
      count(ids, '-1'),
      count(ids, '+2'),
      count(ids, '-2'),
      count(ids, 'null'),
      count(ids, 'x2'),
    ]).toEqual([6, 5, 5, 1, 1, 1, 1]);
  });

  it('perks remove and add cards; items add -1 cards', () => {
    const result = characterModifierDeck(
      [{ remove: ['-1', '-1'], add: [{ ...BLESS_CARD, id: '+3', kind: 'plus', value: 3, isRemovedWhenDrawn: false }] }],
      2,
    );
    if (!('cards' in result)) throw new Error('expected cards');
    const ids = result.cards.map((card) => card.id);
    expect(ids).toHaveLength(21);
    expect(count(ids, '-1')).toBe(5);
    expect(count(ids, '+3')).toBe(1);
  });

  it('a perk that removes a card the deck lacks is reported', () => {
    expect(characterModifierDeck([{ remove: ['+5'], add: [] }], 0)).toEqual({ missingCardId: '+5' });
  });

  it('bless and curse leave the deck when drawn; null and x2 mark it for a shuffle', () => {
    const deck = { drawPile: [CURSE_CARD, BLESS_CARD, standardModifierDeck()[19]!], discardPile: [], needsShuffle: false };
    const afterCurse = drawModifierCard(deck, seedRng(1));
    expect(afterCurse.card?.id).toBe('curse');
    expect(afterCurse.deck.discardPile).toEqual([]);
    expect(afterCurse.deck.needsShuffle).toBe(false);
    const afterBless = drawModifierCard(afterCurse.deck, afterCurse.rng);
    expect(afterBless.deck.discardPile).toEqual([]);
    const afterDouble = drawModifierCard(afterBless.deck, afterBless.rng);
    expect(afterDouble.card?.id).toBe('x2');
    expect(afterDouble.deck.discardPile.map((c) => c.id)).toEqual(['x2']);
    expect(afterDouble.deck.needsShuffle).toBe(true);
  });

  it('an empty draw pile is refilled from the discards', () => {
    const deck = { drawPile: [], discardPile: standardModifierDeck().slice(0, 3), needsShuffle: false };
    const result = drawModifierCard(deck, seedRng(5));
    expect(result.card).toBeDefined();
    expect(result.deck.drawPile.length + result.deck.discardPile.length).toBe(3);
  });

  it('a curse is shuffled into the remaining draw pile only', () => {
    const deck = { drawPile: standardModifierDeck().slice(0, 5), discardPile: standardModifierDeck().slice(5, 8), needsShuffle: false };
    const result = shuffleCardIn(deck, CURSE_CARD, seedRng(9));
    expect(result.deck.drawPile).toHaveLength(6);
    expect(result.deck.discardPile).toHaveLength(3);
    expect(result.deck.drawPile.map((c) => c.id)).toContain('curse');
  });
});
