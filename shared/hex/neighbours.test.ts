import { expect, it } from 'vitest';
import { edgeBetween, neighbour, neighbours } from './neighbours';

it('lists the six neighbours in edge order', () => {
  expect(neighbours([2, 3])).toEqual([
    [3, 3],
    [2, 4],
    [1, 4],
    [1, 3],
    [2, 2],
    [3, 2],
  ]);
});

it('finds the edge between two adjacent hexes, and -1 for others', () => {
  expect(edgeBetween([0, 0], [1, -1])).toBe(5);
  expect(edgeBetween([1, -1], [0, 0])).toBe(2);
  expect(edgeBetween([0, 0], [2, 0])).toBe(-1);
  expect(neighbour([0, 0], -1)).toEqual([1, -1]);
});
