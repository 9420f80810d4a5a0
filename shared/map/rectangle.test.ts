import { expect, it } from 'vitest';
import { rectangle } from '../monster-ai/query.fixture';
import { hexesInRectangle, rimOfRectangle } from './rectangle';

it('spans the same hexes as the test boards of the monster AI (columns x rows)', () => {
  const drawn = hexesInRectangle([0, 0], [7, 4 - Math.floor(7 / 2)]);
  expect(drawn).toHaveLength(8 * 5);
  expect(new Set(drawn.map(String))).toEqual(new Set(rectangle(8, 5).map(String)));
});

it('works from any two opposite corners', () => {
  expect(new Set(hexesInRectangle([3, 1], [0, 0]).map(String))).toEqual(new Set(hexesInRectangle([0, 0], [3, 1]).map(String)));
});

it('puts a wall rim of 2 * (columns + rows) - 4 hexes around a room', () => {
  expect(rimOfRectangle([0, 0], [5, 2])).toHaveLength(2 * (6 + 5) - 4);
});

it('spans rows of pointy hexes on a pointy board: a block of whole rows, each as wide as the first', () => {
  const drawn = hexesInRectangle([0, 0], [3, 2], 'pointy');
  expect(drawn).toHaveLength(5 * 3);
  // Row 2 starts one hex further left in axial terms (odd-r offset), straight below row 0 on screen.
  expect(drawn.map(String)).toContain('-1,2');
  expect(rimOfRectangle([0, 0], [3, 2], 'pointy')).toHaveLength(2 * (5 + 3) - 4);
});
