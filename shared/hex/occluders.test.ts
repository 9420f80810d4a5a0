import { expect, it } from 'vitest';
import { buildBoard } from './board';
import { occludersBetween, occludersOf } from './occluders';
import { rectangleOfHexes } from './board.fixture';

it('turns a wall hex into its three long diagonals and a thin wall into its edge', () => {
  const board = buildBoard({
    hexes: rectangleOfHexes(6, 5),
    walls: [[1, 1]],
    thinWalls: [
      [
        [4, 0],
        [4, 1],
      ],
      // Beside the wall hex: adds nothing.
      [
        [1, 1],
        [1, 2],
      ],
    ],
  });
  const occluders = occludersOf(board);
  expect(occluders.count).toBe(4);
  // The segments near [0,0] and [2,1] are the wall's; the thin wall at column 4 is too far away.
  expect(occludersBetween(board, occluders, board.idOf([0, 0]), board.idOf([2, 1]))).toEqual([0, 1, 2]);
});
