import type { Hex } from './types';

/**
 * The six axial steps, in edge order: 0 upper-right, 1 up, 2 upper-left, 3 lower-left, 4 down,
 * 5 lower-right (flat-topped board). Edge `e` of a hex lies between its corners `e` and `e + 1`,
 * and the edge opposite `e` is `(e + 3) % 6`.
 */
export const DIRECTIONS: readonly Hex[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

export function oppositeEdge(edge: number): number {
  return (edge + 3) % 6;
}
