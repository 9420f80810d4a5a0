import { describe, expect, it } from 'vitest';
import { levelForXp, xpForLevel, xpToNextLevel } from './levels';

describe('character level from experience (rulebook level table)', () => {
  it.each([
    [0, 1],
    [44, 1],
    [45, 2],
    [94, 2],
    [95, 3],
    [149, 3],
    [150, 4],
    [209, 4],
    [210, 5],
    [274, 5],
    [275, 6],
    [344, 6],
    [345, 7],
    [419, 7],
    [420, 8],
    [499, 8],
    [500, 9],
    [9999, 9],
  ])('%i XP is level %i', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });

  it('gives the minimum XP of each level', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(xpForLevel)).toEqual([0, 45, 95, 150, 210, 275, 345, 420, 500]);
  });

  it('counts what is left to the next level, none at level 9', () => {
    expect(xpToNextLevel(40)).toBe(5);
    expect(xpToNextLevel(45)).toBe(50);
    expect(xpToNextLevel(500)).toBeNull();
  });
});
