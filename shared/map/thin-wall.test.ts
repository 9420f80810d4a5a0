import { expect, it } from 'vitest';
import { hexesOfThinWall, thinWallKey } from './thin-wall';

it('names an edge the same from either side, and refuses hexes that are not neighbours', () => {
  expect(thinWallKey([1, 0], [0, 0])).toBe(thinWallKey([0, 0], [1, 0]));
  expect(hexesOfThinWall(thinWallKey([2, -1], [2, 0]) ?? '')).toEqual([
    [2, -1],
    [2, 0],
  ]);
  expect(thinWallKey([0, 0], [2, 0])).toBeNull();
});
