import type { Hex } from './types';

/** Hexes between `a` and `b` on an open board: `(|dq| + |dr| + |dq + dr|) / 2`. */
export function distance(a: Hex, b: Hex): number {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
