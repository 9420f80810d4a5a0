import { describe, expect, it } from 'vitest';
import { changeProsperity, maxProsperityCheckmarks, prosperityLevel } from './prosperity';

describe('prosperity level from checkmarks', () => {
  it.each([
    [0, 1],
    [3, 1],
    [4, 2],
    [8, 2],
    [9, 3],
    [15, 4],
    [22, 5],
    [30, 6],
    [39, 7],
    [49, 7],
    [50, 8],
    [63, 8],
    [64, 9],
  ])('1st edition: %i checkmarks is level %i', (checks, level) => {
    expect(prosperityLevel('gh1', checks)).toBe(level);
  });

  it.each([
    [0, 1],
    [4, 1],
    [5, 2],
    [11, 2],
    [12, 3],
    [22, 4],
    [33, 5],
    [45, 6],
    [59, 7],
    [74, 8],
    [88, 8],
    [89, 9],
  ])('2nd edition: %i checkmarks is level %i', (checks, level) => {
    expect(prosperityLevel('gh2', checks)).toBe(level);
  });
});

describe('changing prosperity', () => {
  it('never drops below the start of the current level', () => {
    expect(changeProsperity('gh1', 10, -5)).toBe(9);
    expect(changeProsperity('gh1', 3, -5)).toBe(0);
    expect(changeProsperity('gh2', 14, -3)).toBe(12);
  });
  it('stops at the end of the track', () => {
    expect(changeProsperity('gh1', 63, 5)).toBe(maxProsperityCheckmarks('gh1'));
    expect(maxProsperityCheckmarks('gh2')).toBe(89);
  });
});
