import { describe, expect, it } from 'vitest';
import { maxStartingLevel, prosperityCatchUpLevel, startingGold } from './starting-gold';

describe('a new character', () => {
  it('1st edition: 15 x (level + 1) gold, whatever the prosperity', () => {
    expect(startingGold('gh1', 1, 1)).toBe(30);
    expect(startingGold('gh1', 4, 5)).toBe(75);
  });
  it('2nd edition: 10 x prosperity + 15 gold (25 at the start of a campaign)', () => {
    expect(startingGold('gh2', 1, 1)).toBe(25);
    expect(startingGold('gh2', 2, 4)).toBe(55);
  });
  it('starts up to the prosperity level (1st) or half of it rounded up (2nd)', () => {
    expect([1, 2, 3, 9].map((p) => maxStartingLevel('gh1', p))).toEqual([1, 2, 3, 9]);
    expect([1, 2, 3, 9].map((p) => maxStartingLevel('gh2', p))).toEqual([1, 1, 2, 5]);
  });
});

describe('catching up with prosperity (1st ed. p. 48; 2nd ed. p. 56)', () => {
  it('1st edition: up to the prosperity level', () => {
    expect(prosperityCatchUpLevel('gh1', 3, 1)).toBe(3);
    expect(prosperityCatchUpLevel('gh1', 3, 3)).toBeNull();
    expect(prosperityCatchUpLevel('gh1', 3, 5)).toBeNull();
  });
  it('2nd edition: up to half the prosperity level, rounded up', () => {
    expect(prosperityCatchUpLevel('gh2', 3, 1)).toBe(2);
    expect(prosperityCatchUpLevel('gh2', 4, 2)).toBeNull();
    expect(prosperityCatchUpLevel('gh2', 5, 2)).toBe(3);
  });
});
