import { DIRECTIONS } from './directions';
import type { Hex } from './types';

/** The hex across edge `edge` of `hex`. */
export function neighbour(hex: Hex, edge: number): Hex {
  const step = DIRECTIONS[((edge % 6) + 6) % 6] ?? [0, 0];
  return [hex[0] + step[0], hex[1] + step[1]];
}

/** The six neighbours of `hex`, in edge order (0 upper-right ... 5 lower-right). */
export function neighbours(hex: Hex): Hex[] {
  return DIRECTIONS.map((_, edge) => neighbour(hex, edge));
}

/** The edge of `a` that touches `b`, or -1 when they are not adjacent. */
export function edgeBetween(a: Hex, b: Hex): number {
  return DIRECTIONS.findIndex(([dq, dr]) => a[0] + dq === b[0] && a[1] + dr === b[1]);
}
