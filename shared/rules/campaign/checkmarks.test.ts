import { expect, it } from 'vitest';
import { perksFromCheckmarks } from './checkmarks';

it('gives a perk for every 3 checkmarks, at most 6', () => {
  expect([0, 2, 3, 5, 6, 17, 18, 30].map(perksFromCheckmarks)).toEqual([0, 0, 1, 1, 2, 5, 6, 6]);
});
