import type { Hex } from '../hex/types';

/**
 * A hex of one map tile in the tile's own grid, `[x, y]`: rows of pointy-topped hexes, every odd
 * row shifted half a hex to the right ("odd-r offset"), `[0, 0]` at the tile's upper left as the
 * tile is printed. The Virtual Gloomhaven Board's layouts name their hexes this way.
 */
export type Cell = readonly [x: number, y: number];

/** The cell as axial `[q, r]` in the tile's own frame (Red Blob Games: q = x − (y − (y & 1)) / 2). */
export function cellToHex(cell: Cell): Hex {
  const [x, y] = cell;
  // `y & 1` is 1 for odd rows, negative ones too (two's complement), so the division is exact.
  return [x - (y - (y & 1)) / 2, y];
}

export function hexToCell(hex: Hex): Cell {
  const [q, r] = hex;
  return [q + (r - (r & 1)) / 2, r];
}

/**
 * The six sides of a pointy-topped hex, as axial steps. The tile table names a thin wall by the
 * side of a tile hex it lies on.
 */
export const SIDES = {
  E: [1, 0],
  SE: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [0, -1],
  NE: [1, -1],
} as const satisfies Record<string, Hex>;
export type Side = keyof typeof SIDES;

/** The hex across `side` of `hex`. */
export function across(hex: Hex, side: Side): Hex {
  const [dq, dr] = SIDES[side];
  return [hex[0] + dq, hex[1] + dr];
}
