import type { Hex } from '@shared/hex/types';
import { distance } from '@shared/hex/distance';

/** The editor's grid around the origin: hexes within `radius`, row by row on screen. */
export function hexesWithin(radius: number): Hex[] {
  const hexes: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = -radius; r <= radius; r++) {
      if (distance([0, 0], [q, r]) <= radius) hexes.push([q, r]);
    }
  }
  return hexes;
}

/** A grid big enough for the area (an imported picture may reach further than the usual 4). */
export function gridRadiusFor(cells: readonly Hex[]): number {
  const reach = Math.max(0, ...cells.map((cell) => distance([0, 0], cell)));
  return Math.min(8, Math.max(4, reach + 1));
}

const isEven = (n: number): boolean => ((n % 2) + 2) % 2 === 0;

/**
 * Where an arrow key moves the focus on flat-topped hexes (shared/hex/pixel): up and down are
 * straight neighbours ([0, -1], [0, 1]); left and right zig-zag between the two neighbours on that
 * side so as to keep to one row on screen, and undo each other. `null`: not an arrow key.
 */
export function arrowStep(key: string, hex: Hex): Hex | null {
  const [q, r] = hex;
  switch (key) {
    case 'ArrowUp':
      return [q, r - 1];
    case 'ArrowDown':
      return [q, r + 1];
    case 'ArrowRight':
      return isEven(q) ? [q + 1, r] : [q + 1, r - 1];
    case 'ArrowLeft':
      return isEven(q) ? [q - 1, r + 1] : [q - 1, r];
    default:
      return null;
  }
}
