import { expect, it } from 'vitest';
import { buildBoard } from './board';
import { cornerLineOfSight, cornerTouchesWall } from './cornerLineOfSight';
import { occludersOf } from './occluders';
import { rectangleOfHexes } from './board.fixture';

it('does not draw sight lines from a corner that touches a wall', () => {
  const board = buildBoard({ hexes: rectangleOfHexes(6, 5), walls: [[1, 0]] });
  const hex = board.idOf([0, 0]);
  // [1,0] lies across edge 0 of [0,0], between its corners 0 and 1.
  expect([0, 1, 2, 3, 4, 5].map((c) => cornerTouchesWall(board, hex, c))).toEqual([true, true, false, false, false, false]);
  // [0,1] borders [1,0] along its edge 5, so its corners 5 and 0 touch the wall; corner 1 does not.
  expect([5, 0, 1].map((c) => cornerTouchesWall(board, board.idOf([0, 1]), c))).toEqual([true, true, false]);
  expect(cornerTouchesWall(board, board.idOf([0, 2]), 5)).toBe(false);
  // A thin wall between two neighbours reaches the corner they share with a third hex.
  const thin = buildBoard({
    hexes: rectangleOfHexes(6, 5),
    thinWalls: [
      [
        [1, 1],
        [0, 2],
      ],
    ],
  });
  expect(cornerTouchesWall(thin, thin.idOf([0, 1]), 1)).toBe(true);
  expect(cornerTouchesWall(thin, thin.idOf([0, 1]), 0)).toBe(false);
});

it('needs a corner-to-corner line: past two wall hexes, [0,2] cannot see [3,1] (GH 1st ed.)', () => {
  const board = buildBoard({
    hexes: rectangleOfHexes(6, 5),
    walls: [
      [0, 1],
      [1, 2],
    ],
  });
  expect(cornerLineOfSight(board, occludersOf(board), board.idOf([0, 2]), board.idOf([3, 1]))).toBe(false);
  const open = buildBoard({ hexes: rectangleOfHexes(6, 5) });
  expect(cornerLineOfSight(open, occludersOf(open), open.idOf([0, 2]), open.idOf([3, 1]))).toBe(true);
});
