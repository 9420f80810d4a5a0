import { expect, it } from 'vitest';
import { buildBoard } from './board';

const board = buildBoard({
  hexes: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, -1],
  ],
  walls: [[1, -1]],
  thinWalls: [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0, 1],
      [0, 2],
    ],
  ],
});

it('numbers hexes in the order given and links neighbours, -1 off the board', () => {
  expect(board.idOf([1, 0])).toBe(1);
  expect(board.idOf([5, 5])).toBe(-1);
  expect(Array.from(board.neighbour.subarray(0, 6))).toEqual([1, 2, -1, -1, -1, 3]);
});

it('records a thin wall on both sides, and one on the board border on its one side', () => {
  expect(board.thinWall[0 * 6 + 0]).toBe(1);
  expect(board.thinWall[1 * 6 + 3]).toBe(1);
  expect(board.thinWall[2 * 6 + 1]).toBe(1);
});

it('treats every edge of a wall hex as a wall edge for sight', () => {
  expect(board.wallEdge[0 * 6 + 5]).toBe(1);
  expect(board.wallEdge[3 * 6 + 2]).toBe(1);
  expect(board.wallEdge[0 * 6 + 1]).toBe(0);
});
