import { expect, it } from 'vitest';
import { buildBoard } from './board';
import { fullHexLineOfSight } from './fullHexLineOfSight';
import { occludersOf } from './occluders';
import { rectangleOfHexes } from './board.fixture';

it('may use any point of the hexes: past two wall hexes, [0,2] sees [3,1] (FH, GH 2nd ed., JotL)', () => {
  const board = buildBoard({
    hexes: rectangleOfHexes(6, 5),
    walls: [
      [0, 1],
      [1, 2],
    ],
  });
  expect(fullHexLineOfSight(board, occludersOf(board), board.idOf([0, 2]), board.idOf([3, 1]))).toBe(true);
});

it('lets neighbours see each other past a thin wall on their shared edge unless one side is closed too', () => {
  const edge: [[number, number], [number, number]] = [
    [2, 0],
    [3, 0],
  ];
  const oneSide: [[number, number], [number, number]] = [
    [2, 0],
    [2, 1],
  ];
  const otherSide: [[number, number], [number, number]] = [
    [2, 0],
    [3, -1],
  ];
  const sees = (thinWalls: [[number, number], [number, number]][]) => {
    const board = buildBoard({ hexes: rectangleOfHexes(6, 5), thinWalls });
    return fullHexLineOfSight(board, occludersOf(board), board.idOf([2, 0]), board.idOf([3, 0]));
  };
  expect(sees([])).toBe(true);
  expect(sees([edge])).toBe(true);
  expect(sees([edge, oneSide])).toBe(true);
  expect(sees([edge, oneSide, otherSide])).toBe(false);
});

it('is blocked when a wall spans the whole corridor between the hexes', () => {
  const board = buildBoard({
    hexes: rectangleOfHexes(6, 5),
    walls: [
      [2, 0],
      [2, 1],
      [2, 2],
      [2, -1],
      [2, 3],
    ],
  });
  expect(fullHexLineOfSight(board, occludersOf(board), board.idOf([0, 2]), board.idOf([4, 0]))).toBe(false);
});
