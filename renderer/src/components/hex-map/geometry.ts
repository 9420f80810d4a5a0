import type { Hex } from '@shared/hex/types';
import { hexCorners, hexToPixel } from '@shared/hex/pixel';

/** Centre to corner of a hex on screen at zoom 1, in CSS pixels. */
export const HEX_SIZE = 30;

export function centreOf(hex: Hex): [number, number] {
  return hexToPixel(hex, HEX_SIZE);
}

/**
 * The corners of `hex` on a grid of hexes of `size`, drawn `scale` times as big around its centre
 * (a ring inside a hex). Scaling `size` instead would move the centre too, towards the origin.
 */
export function pointsOf(hex: Hex, size = HEX_SIZE, scale = 1): string {
  const [cx, cy] = hexToPixel(hex, size);
  return hexCorners([0, 0], size * scale)
    .map(([x, y]) => `${(cx + x).toFixed(2)},${(cy + y).toFixed(2)}`)
    .join(' ');
}

/** The shared edge of two neighbours as a line: perpendicular to the line between the centres. */
export function edgeLine(a: Hex, b: Hex): [number, number, number, number] {
  const [ax, ay] = centreOf(a);
  const [bx, by] = centreOf(b);
  const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
  const length = Math.hypot(bx - ax, by - ay) || 1;
  // An edge is as long as the hex side, HEX_SIZE; the centres are HEX_SIZE * sqrt(3) apart.
  const [px, py] = [(-(by - ay) / length) * (HEX_SIZE / 2), ((bx - ax) / length) * (HEX_SIZE / 2)];
  return [mx - px, my - py, mx + px, my + py];
}
