import type { Hex } from './types';

/** Turns an axial offset one sixth of a turn about the origin. */
export function turnSixth(offset: Hex): Hex {
  return [-offset[1], offset[0] + offset[1]];
}

/** Mirrors an axial offset: swaps q and r (a reflection of the hex grid). */
export function mirror(offset: Hex): Hex {
  return [offset[1], offset[0]];
}

/**
 * An area pattern in all 12 orientations (6 rotations, each also mirrored), as the rules allow a
 * monster to place an area attack in any orientation (Gloomhaven rulebook, "Area of Effect").
 * Duplicates (symmetric patterns) are kept; callers may dedupe.
 */
export function orientations(cells: readonly Hex[]): Hex[][] {
  const result: Hex[][] = [];
  for (const start of [cells.map((c): Hex => [c[0], c[1]]), cells.map(mirror)]) {
    let current = start;
    for (let turn = 0; turn < 6; turn++) {
      result.push(current);
      current = current.map(turnSixth);
    }
  }
  return result;
}
