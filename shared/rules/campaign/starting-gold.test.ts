import { describe, expect, it } from 'vitest';
import { maxStartingLevel, startingGold } from './starting-gold';

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
