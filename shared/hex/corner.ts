import type { Hex, Point } from './types';

const HALF_ROOT_3 = Math.sqrt(3) / 2;
// Per corner: the half-column and half-row step from the hex's lower-left lattice point.
const CORNER_COLUMN = [1, 1, 0, 0, 0, 1] as const;
const CORNER_ROW = [1, 2, 2, 1, 0, 0] as const;

function floorMod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/**
 * Corner `corner` of a flat-topped hex with sides of length 1: 0 right, 1 upper-right, 2 upper-left,
 * 3 left, 4 lower-left, 5 lower-right. Corners are computed on an integer lattice so that two hexes
 * sharing a corner get the very same floating-point point; line of sight compares them exactly.
 */
export function cornerPoint(hex: Hex, corner: number): Point {
  const column = hex[0] + (CORNER_COLUMN[corner] ?? 0);
  const row = 2 * hex[1] + hex[0] + (CORNER_ROW[corner] ?? 0);
  let x = 3 * Math.floor(column / 2);
  x += floorMod(row, 2) === 0 ? 0.5 + floorMod(column, 2) : 2 * floorMod(column, 2);
  return [x, HALF_ROOT_3 * row];
}
