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

  it('1st edition has no ward', () => {
    expect(sufferedDamage('gh1', 5, [{ name: 'ward' }])).toEqual({ amount: 5, usedUp: [] });
  });

  it('2nd edition: ward halves the damage, rounded down, and is used up; no damage leaves it', () => {
    expect(sufferedDamage('gh2', 5, [{ name: 'ward' }])).toEqual({ amount: 2, usedUp: ['ward'] });
    expect(sufferedDamage('gh2', 1, [{ name: 'ward' }])).toEqual({ amount: 0, usedUp: ['ward'] });
    expect(sufferedDamage('gh2', 0, [{ name: 'ward' }])).toEqual({ amount: 0, usedUp: [] });
    expect(sufferedDamage('gh2', 5, [{ name: 'poison' }])).toEqual({ amount: 5, usedUp: [] });
  });
});
