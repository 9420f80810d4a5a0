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
    [5, 1],
    [6, 2],
    [12, 2],
    [13, 3],
    [23, 4],
    [34, 5],
    [46, 6],
    [60, 7],
    [75, 8],
    [89, 8],
    [90, 9],
  ])('2nd edition: %i checkmarks is level %i', (checks, level) => {
    expect(prosperityLevel('gh2', checks)).toBe(level);
  });
});

describe('changing prosperity', () => {
  it('never drops below the start of the current level', () => {
    expect(changeProsperity('gh1', 10, -5)).toBe(9);
    expect(changeProsperity('gh1', 3, -5)).toBe(0);
    expect(changeProsperity('gh2', 14, -3)).toBe(13);
  });
  it('stops at the end of the track', () => {
    expect(changeProsperity('gh1', 63, 5)).toBe(maxProsperityCheckmarks('gh1'));
    expect(maxProsperityCheckmarks('gh2')).toBe(90);
  });
});
