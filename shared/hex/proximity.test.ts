import { expect, it } from 'vitest';
import { buildBoard } from './board';
import { proximityFrom, UNREACHABLE } from './proximity';
import type { Hex } from './types';

const row: Hex[] = [0, 1, 2, 3].flatMap((q) => [[q, 0] as Hex, [q, 1] as Hex]);

it('counts straight across an open board', () => {
  const board = buildBoard({ hexes: row });
  expect(proximityFrom(board, board.idOf([0, 0]))[board.idOf([3, 0])]).toBe(3);
});

it('goes around a wall hex and around a thin wall, never through them', () => {
  const board = buildBoard({
    hexes: row,
    walls: [[1, 0]],
    thinWalls: [
      [
        [2, 0],
        [2, 1],
      ],
    ],
  });
  const d = proximityFrom(board, board.idOf([0, 0]));
  expect(d[board.idOf([1, 0])]).toBe(UNREACHABLE);
  expect(d[board.idOf([2, 0])]).toBe(3); // [0,0] [0,1] [1,1] then [2,0]
  expect(d[board.idOf([2, 1])]).toBe(3);
});

it('does not pass off the board', () => {
  const board = buildBoard({
    hexes: [
      [0, 0],
      [2, 0],
    ],
  });
  expect(proximityFrom(board, 0)[1]).toBe(UNREACHABLE);
});

it('stops counting past a limit', () => {
  const board = buildBoard({ hexes: row });
  const d = proximityFrom(board, board.idOf([0, 0]), 2);
  expect(d[board.idOf([2, 0])]).toBe(2);
  expect(d[board.idOf([3, 0])]).toBe(UNREACHABLE);
});
