import { expect, it } from 'vitest';
import { clampFactionReputation, inspirationForSuccess } from './factions';

it('keeps faction reputation at -10 or more', () => {
  expect(clampFactionReputation(-15)).toBe(-10);
  expect(clampFactionReputation(7)).toBe(7);
  expect(clampFactionReputation(30)).toBe(12);
  expect(clampFactionReputation(30, true)).toBe(20);
});

it('gives 4 minus the number of characters in inspiration for a success', () => {
  expect([1, 2, 3, 4].map(inspirationForSuccess)).toEqual([3, 2, 1, 0]);
});
