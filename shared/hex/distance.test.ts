import { expect, it } from 'vitest';
import { distance } from './distance';

it('counts hexes on an open board', () => {
  expect(distance([0, 0], [0, 0])).toBe(0);
  expect(distance([0, 0], [1, -1])).toBe(1);
  expect(distance([0, 0], [3, -1])).toBe(3);
  expect(distance([-2, 3], [2, -1])).toBe(4);
});
