import type { Hex } from '../hex/types';
import type { Orientation } from './position';

/**
 * Flat-topped boards are laid out in columns (q) whose rows shift by half a hex every other column
 * ("even-q offset": row = r + floor(q / 2)). Pointy-topped boards, as Gloomhaven's map tiles are
 * printed, are laid out in rows (r) whose columns shift by half a hex every other row ("odd-r
 * offset": column = q + floor(r / 2)). A rectangle on screen is a block of those columns and rows.
 */
export function rowOf(hex: Hex): number {
  return hex[1] + Math.floor(hex[0] / 2);
}

export function hexOfColumnRow(column: number, row: number): Hex {
  return [column, row - Math.floor(column / 2)];
}

/** A hex as the column and row it stands in on screen. */
function gridOf(hex: Hex, orientation: Orientation): [column: number, row: number] {
  return orientation === 'pointy' ? [hex[0] + Math.floor(hex[1] / 2), hex[1]] : [hex[0], rowOf(hex)];
}

function hexOfGrid(column: number, row: number, orientation: Orientation): Hex {
  return orientation === 'pointy' ? [column - Math.floor(row / 2), row] : hexOfColumnRow(column, row);
}

function bounds(from: Hex, to: Hex, orientation: Orientation): [c0: number, c1: number, r0: number, r1: number] {
  const [a, b] = [gridOf(from, orientation), gridOf(to, orientation)];
  return [Math.min(a[0], b[0]), Math.max(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[1], b[1])];
}

/** Every hex of the screen rectangle spanned by two corner hexes, columns and rows inclusive. */
export function hexesInRectangle(from: Hex, to: Hex, orientation: Orientation = 'flat'): Hex[] {
  const [c0, c1, r0, r1] = bounds(from, to, orientation);
  const hexes: Hex[] = [];
  for (let column = c0; column <= c1; column++) for (let row = r0; row <= r1; row++) hexes.push(hexOfGrid(column, row, orientation));
  return hexes;
}

/** The hexes on the rim of that rectangle: the walls of a room. */
export function rimOfRectangle(from: Hex, to: Hex, orientation: Orientation = 'flat'): Hex[] {
  const [c0, c1, r0, r1] = bounds(from, to, orientation);
  return hexesInRectangle(from, to, orientation).filter((hex) => {
    const [column, row] = gridOf(hex, orientation);
    return column === c0 || column === c1 || row === r0 || row === r1;
  });
}
