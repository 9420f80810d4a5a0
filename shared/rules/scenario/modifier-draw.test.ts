import { describe, expect, it } from 'vitest';
import { seedRng } from '../../random';
import type { ModifierCard } from './modifier-cards';
import { DOUBLE_CARD, NULL_CARD } from './modifier-cards';
import { applyModifierCards, drawForTarget, drawModeOf } from './modifier-draw';

function card(id: string, value: number, extra: Partial<ModifierCard> = {}): ModifierCard {
  return { id, kind: 'plus', value, isRolling: false, effects: [], shufflesDeck: false, isRemovedWhenDrawn: false, ...extra };
}
const rolling = (id: string, value: number, effects: string[] = []) => card(id, value, { isRolling: true, effects });
const stacked = (...cards: ModifierCard[]) => ({ drawPile: cards, discardPile: [], needsShuffle: false });
const ids = (cards: ModifierCard[]) => cards.map((c) => c.id);
const rng = seedRng(1);

describe('drawing modifiers for one target', () => {
  it('advantage and disadvantage cancel out', () => {
    expect(drawModeOf(true, true)).toBe('normal');
    expect(drawModeOf(true, false)).toBe('advantage');
    expect(drawModeOf(false, true)).toBe('disadvantage');
  });

  it.each(['gh1', 'gh2'] as const)('%s normal draw: rolling cards add to the next card', (edition) => {
    const result = drawForTarget(edition, 'normal', 3, stacked(rolling('r+1', 1), rolling('r+1b', 1), card('+0', 0), card('+2', 2)), rng);
    expect(ids(result.applied)).toEqual(['r+1', 'r+1b', '+0']);
    expect(applyModifierCards(3, result.applied).value).toBe(5);
    expect(result.deck.drawPile).toHaveLength(1);
  });

  it('null deals no damage; x2 doubles after the plus values', () => {
    expect(applyModifierCards(4, [NULL_CARD])).toEqual({ value: 0, isNull: true });
    expect(applyModifierCards(3, [rolling('r+1', 1), DOUBLE_CARD])).toEqual({ value: 8, isNull: false });
  });

  describe('1st edition', () => {
    it('advantage uses the better card', () => {
      expect(ids(drawForTarget('gh1', 'advantage', 2, stacked(card('-1', -1), card('+1', 1)), rng).applied)).toEqual(['+1']);
    });
    it('advantage with one rolling card adds it to the other', () => {
      expect(ids(drawForTarget('gh1', 'advantage', 2, stacked(card('-1', -1), rolling('r+1', 1), card('+2', 2)), rng).applied)).toEqual([
        'r+1',
        '-1',
      ]);
    });
    it('advantage with two rolling cards keeps drawing and adds everything', () => {
      const result = drawForTarget('gh1', 'advantage', 2, stacked(rolling('a', 1), rolling('b', 1), card('-1', -1), card('+2', 2)), rng);
      expect(ids(result.applied)).toEqual(['a', 'b', '-1']);
    });
    it('disadvantage uses the worse card and disregards a rolling one', () => {
      expect(ids(drawForTarget('gh1', 'disadvantage', 2, stacked(card('+1', 1), card('-1', -1)), rng).applied)).toEqual(['-1']);
      expect(ids(drawForTarget('gh1', 'disadvantage', 2, stacked(rolling('r+1', 1), card('+2', 2)), rng).applied)).toEqual(['+2']);
    });
    it('disadvantage with two rolling cards uses only the last card drawn', () => {
      const result = drawForTarget(
        'gh1',
        'disadvantage',
        2,
        stacked(rolling('a', 1), rolling('b', 1), rolling('c', 1), card('+2', 2)),
        rng,
      );
      expect(ids(result.applied)).toEqual(['+2']);
      expect(ids(result.drawn)).toEqual(['a', 'b', 'c', '+2']);
    });
    it('ambiguity (a higher number against an added effect) goes to the card drawn first', () => {
      const stun = card('+0 stun', 0, { effects: ['stun'] });
      expect(ids(drawForTarget('gh1', 'advantage', 2, stacked(card('+2', 2), stun), rng).applied)).toEqual(['+2']);
      expect(ids(drawForTarget('gh1', 'advantage', 2, stacked(stun, card('+2', 2)), rng).applied)).toEqual(['+0 stun']);
    });
  });

  describe('2nd edition', () => {
    it('advantage: a character may use either card; without a choice the better is used', () => {
      const deck = stacked(card('+2', 2), card('+0 stun', 0, { effects: ['stun'] }));
      expect(ids(drawForTarget('gh2', 'advantage', 2, deck, rng, 'second').applied)).toEqual(['+0 stun']);
      expect(ids(drawForTarget('gh2', 'advantage', 2, stacked(card('-1', -1), card('+1', 1)), rng).applied)).toEqual(['+1']);
    });
    it('advantage with a rolling first card: initial rolling cards plus the better of the next two (rulebook example 2)', () => {
      const result = drawForTarget('gh2', 'advantage', 2, stacked(rolling('r+1', 1), card('-1', -1), card('+1', 1), card('+2', 2)), rng);
      expect(ids(result.drawn)).toEqual(['r+1', '-1', '+1']);
      expect(ids(result.applied)).toEqual(['r+1', '+1']);
    });
    it('the rolling icon on the second card is ignored', () => {
      const result = drawForTarget('gh2', 'advantage', 2, stacked(card('+0', 0), rolling('r+1', 1), card('+2', 2)), rng);
      expect(ids(result.drawn)).toEqual(['+0', 'r+1']);
      expect(ids(result.applied)).toEqual(['r+1']);
      expect(result.deck.drawPile).toHaveLength(1);
    });
    it('disadvantage ignores initial rolling cards and uses the worse of the next two (rulebook example 4)', () => {
      const result = drawForTarget('gh2', 'disadvantage', 2, stacked(rolling('a', 1), rolling('b', 1), card('+0', 0), card('+1', 1)), rng);
      expect(ids(result.drawn)).toEqual(['a', 'b', '+0', '+1']);
      expect(ids(result.applied)).toEqual(['+0']);
    });
    it('differs from the 1st edition when both first cards roll', () => {
      const deck = stacked(rolling('a', 1), rolling('b', 1), card('+0', 0), card('+2', 2));
      expect(ids(drawForTarget('gh1', 'advantage', 2, deck, rng).applied)).toEqual(['a', 'b', '+0']);
      expect(ids(drawForTarget('gh2', 'advantage', 2, deck, rng).applied)).toEqual(['a', 'b', '+2']);
    });
  });
});
