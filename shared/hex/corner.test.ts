import { expect, it } from 'vitest';
import { cornerPoint } from './corner';

it('places the six corners of the origin hex around its centre (1, sqrt(3)/2)', () => {
  const h = Math.sqrt(3) / 2;
  expect([0, 1, 2, 3, 4, 5].map((c) => cornerPoint([0, 0], c))).toEqual([
    [2, h],
    [1.5, 2 * h],
    [0.5, 2 * h],
    [0, h],
    [0.5, 0],
    [1.5, 0],
  ]);
});

it('gives neighbours the very same shared corners', () => {
  // Edge 0 of [0,0] is edge 3 of [1,0]: corners 0,1 of the one are corners 4,3 of the other.
  expect(cornerPoint([1, 0], 3)).toEqual(cornerPoint([0, 0], 1));
  expect(cornerPoint([1, 0], 4)).toEqual(cornerPoint([0, 0], 0));
  expect(cornerPoint([-3, 5], 0)).toEqual(cornerPoint([-2, 5], 2 + 2));
});
