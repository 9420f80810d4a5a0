import { describe, expect, it } from 'vitest';
import { buildBoard, type BoardLayout } from './board';
import { lineOfSightOn } from './lineOfSight';
import type { Hex } from './types';

function rectangle(columns: number, rows: number): Hex[] {
  const hexes: Hex[] = [];
  for (let q = 0; q < columns; q++) for (let row = 0; row < rows; row++) hexes.push([q, row - Math.floor(q / 2)]);
  return hexes;
}

const sight = (layout: Partial<BoardLayout>, rule: 'corners' | 'fullHex') => {
  const board = buildBoard({ hexes: rectangle(8, 5), ...layout });
  const sees = lineOfSightOn(board, rule);
  return (a: Hex, b: Hex): boolean => sees(board.idOf(a), board.idOf(b));
};

// A column of wall hexes (column 3) from top to bottom.
const wallColumn = rectangle(8, 5).filter((h) => h[0] === 3);

describe.each(['corners', 'fullHex'] as const)('%s line of sight', (rule) => {
  it('sees across an open board, and sees a neighbour', () => {
    const sees = sight({}, rule);
    expect(sees([0, 0], [7, -1])).toBe(true);
    expect(sees([2, 0], [3, 0])).toBe(true);
  });

  it('does not see through a line of wall hexes', () => {
    const sees = sight({ walls: wallColumn }, rule);
    expect(sees([2, 0], [4, 0])).toBe(false);
    expect(sees([0, 2], [7, -2])).toBe(false);
  });

  it('is blocked by a wall hex between three hexes in a row, but sees past it at an angle', () => {
    const sees = sight({ walls: [[1, 0]] }, rule);
    expect(sees([0, 0], [2, 0])).toBe(false);
    expect(sees([0, 0], [2, -1])).toBe(true);
    expect(sees([0, 1], [2, 0])).toBe(true);
  });

  it('does not see a neighbour behind a thin wall that closes the shared edge and both corners', () => {
    const walls: [Hex, Hex][] = [
      [
        [2, 0],
        [3, 0],
      ],
      [
        [2, 0],
        [2, 1],
      ],
      [
        [2, 0],
        [3, -1],
      ],
    ];
    expect(sight({ thinWalls: walls }, rule)([2, 0], [3, 0])).toBe(false);
    // With only the shared edge walled (a doorway's side), a line still passes by a free corner.
    expect(sight({ thinWalls: walls.slice(0, 1) }, rule)([2, 0], [3, 0])).toBe(true);
    expect(sight({ thinWalls: walls.slice(0, 2) }, rule)([2, 0], [3, 0])).toBe(true);
  });
});
