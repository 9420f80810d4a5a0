import { describe, expect, it } from 'vitest';
import { equipRefusal, itemsBrought, smallItemLimit } from './equipment';

describe('equipment (1st ed. rulebook p. 8; 2nd ed. rulebook p. 33)', () => {
  it('one head, one body, one legs item', () => {
    expect(equipRefusal([], { name: 'Cap', slot: 'head' }, 1)).toBeNull();
    expect(equipRefusal([{ name: 'Cap', slot: 'head' }], { name: 'Helm', slot: 'head' }, 1)).toContain('Cap');
    expect(equipRefusal([{ name: 'Cap', slot: 'head' }], { name: 'Boots', slot: 'legs' }, 1)).toBeNull();
  });

  it('two one-hand items or one two-hands item', () => {
    const dagger = { name: 'Dagger', slot: 'oneHand' as const };
    expect(equipRefusal([dagger], { name: 'Shield', slot: 'oneHand' }, 1)).toBeNull();
    expect(equipRefusal([dagger, { name: 'Shield', slot: 'oneHand' }], { name: 'Axe', slot: 'oneHand' }, 1)).not.toBeNull();
    expect(equipRefusal([dagger], { name: 'Bow', slot: 'twoHands' }, 1)).not.toBeNull();
    expect(equipRefusal([{ name: 'Bow', slot: 'twoHands' }], dagger, 1)).toContain('Bow');
  });

  it('small items up to half the level, rounded up', () => {
    expect([1, 2, 3, 4, 9].map((level) => smallItemLimit(level))).toEqual([1, 1, 2, 2, 5]);
    const potion = { name: 'Potion', slot: 'small' as const };
    expect(equipRefusal([potion], { name: 'Ring', slot: 'small' }, 2)).toContain('1 small item');
    expect(equipRefusal([potion], { name: 'Ring', slot: 'small' }, 3)).toBeNull();
  });

  it('brings what is equipped and still owned, or everything when nothing is marked', () => {
    expect(itemsBrought({ items: ['Cap', 'Boots'], equipped: [] })).toEqual(['Cap', 'Boots']);
    expect(itemsBrought({ items: ['Cap', 'Boots'], equipped: [{ name: 'Boots' }, { name: 'Sold' }] })).toEqual(['Boots']);
  });
});
