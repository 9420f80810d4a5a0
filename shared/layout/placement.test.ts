import { expect, it } from 'vitest';
import { cellToHex, hexToCell } from './cell';
import { placeCell, turnAbout, turnOnce } from './placement';

it('turns a sixth clockwise as the board does: east becomes south-east', () => {
  // The Virtual Gloomhaven Board turns cube (x, y, z) into (−z, −x, −y) (its Hexagon.elm).
  const cube = ([q, r]: readonly [number, number]) => [q, -q - r, r] as const;
  for (const hex of [
    [1, 0],
    [2, -3],
    [-4, 1],
  ] as const) {
    const [x, y, z] = cube(hex);
    expect(cube(turnOnce(hex))).toEqual([-z, -x, -y]);
  }
  expect(turnAbout([3, 1], [2, 1], 6)).toEqual([3, 1]);
  expect(turnAbout([3, 1], [2, 1], -1)).toEqual(turnAbout([3, 1], [2, 1], 5));
});

it('converts a tile’s offset cells to axial hexes and back, odd rows shifted right', () => {
  expect(cellToHex([0, 0])).toEqual([0, 0]);
  expect(cellToHex([0, 1])).toEqual([0, 1]);
  expect(cellToHex([0, 2])).toEqual([-1, 2]);
  expect(cellToHex([3, -1])).toEqual([4, -1]);
  for (const cell of [
    [4, 7],
    [-1, -3],
    [0, 0],
  ] as const)
    expect(hexToCell(cellToHex(cell))).toEqual(cell);
});

it('puts a child tile’s cell on its parent’s door cell, then turns it about that hex', () => {
  const door = { turns: 0, from: cellToHex([-1, 1]), to: cellToHex([-1, 3]) };
  expect(placeCell(door, [-1, 1])).toEqual(cellToHex([-1, 3]));
  expect(placeCell(door, [0, 1])).toEqual(cellToHex([0, 3]));
  const turned = { ...door, turns: 3 };
  // Half a turn about the door: the hex east of the anchor ends up west of it.
  expect(placeCell(turned, [0, 1])).toEqual(cellToHex([-2, 3]));
});
