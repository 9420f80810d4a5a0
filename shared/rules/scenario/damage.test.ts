import { describe, expect, it } from 'vitest';
import { afterShield, attackBeforeModifier, sufferedDamage } from './damage';

describe('order of modification', () => {
  it('bonuses and poison first, then the card, then shield less pierce', () => {
    expect(attackBeforeModifier(3, 1, true)).toBe(5);
    expect(afterShield(5, 2, 0)).toBe(3);
    expect(afterShield(5, 2, 1)).toBe(4);
    expect(afterShield(5, 2, 5)).toBe(5);
    expect(afterShield(1, 3, 0)).toBe(0);
  });

  it('1st edition has no ward or brittle', () => {
    expect(sufferedDamage('gh1', 5, [{ name: 'ward', isFresh: false }])).toEqual({ amount: 5, usedUp: [] });
  });

  it('2nd edition: ward halves rounded down, brittle doubles, both cancel and are used up', () => {
    expect(sufferedDamage('gh2', 5, [{ name: 'ward', isFresh: false }])).toEqual({ amount: 2, usedUp: ['ward'] });
    expect(sufferedDamage('gh2', 3, [{ name: 'brittle', isFresh: false }])).toEqual({ amount: 6, usedUp: ['brittle'] });
    expect(sufferedDamage('gh2', 3, [{ name: 'brittle', isFresh: false }, { name: 'ward', isFresh: false }])).toEqual({ amount: 3, usedUp: ['ward', 'brittle'] });
    expect(sufferedDamage('gh2', 0, [{ name: 'ward', isFresh: false }])).toEqual({ amount: 0, usedUp: [] });
  });
});
