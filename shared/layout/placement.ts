import type { Hex } from '../hex/types';
import { cellToHex, type Cell } from './cell';

/**
 * Where a tile lies on the board: its own hex `from` (axial, in the tile's grid) goes on the board's
 * hex `to`, then the tile turns `turns` sixths clockwise about `to`. A child tile's cell lies on its
 * parent's door cell and turns there (the door tree of a scenario map); the first tile lies with
 * its corner on the board's origin.
 */
export interface Placement {
  turns: number;
  from: Hex;
  to: Hex;
}

export const FIRST_TILE: Omit<Placement, 'turns'> = { from: [0, 0], to: [0, 0] };

/** One sixth turn clockwise about the origin (cube (x, y, z) → (−z, −x, −y), Red Blob Games). */
export function turnOnce(hex: Hex): Hex {
  return [-hex[1], hex[0] + hex[1]];
}

/** `hex` turned `turns` sixths clockwise about `pivot`. */
export function turnAbout(hex: Hex, pivot: Hex, turns: number): Hex {
  let offset: Hex = [hex[0] - pivot[0], hex[1] - pivot[1]];
  for (let i = 0; i < ((turns % 6) + 6) % 6; i++) offset = turnOnce(offset);
  // `+ 0` keeps -0 out of keys and comparisons.
  return [offset[0] + pivot[0] + 0, offset[1] + pivot[1] + 0];
}

/** A hex of the tile's own frame (axial) on the board. */
export function placeHex(placement: Placement, local: Hex): Hex {
  const moved: Hex = [local[0] - placement.from[0] + placement.to[0], local[1] - placement.from[1] + placement.to[1]];
  return turnAbout(moved, placement.to, placement.turns);
}

/** A cell of the tile's own grid on the board. */
export function placeCell(placement: Placement, cell: Cell): Hex {
  return placeHex(placement, cellToHex(cell));
}
