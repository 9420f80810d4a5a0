import type { Hex } from '@shared/hex/types';
import { hexCorners, hexToPixel, neighbourTowards, pixelToHex, type HexOrientation } from '@shared/hex/pixel';

/** Centre to corner of a hex on screen at zoom 1, in CSS pixels. */
export const HEX_SIZE = 30;

/**
 * Where a board's hexes are drawn: flat side up in columns (a board drawn by hand), or point up in
 * rows as the map tiles are printed (a scenario's map, a stamped tile). Every layer of one board
 * draws with the same geometry (see GeometryContext).
 */
export interface BoardGeometry {
  orientation: HexOrientation;
  centreOf(hex: Hex): [number, number];
  /** The corners of `hex` on a grid of hexes of `size`, drawn `scale` times as big around its centre (a ring inside a hex). */
  pointsOf(hex: Hex, size?: number, scale?: number): string;
  /** The shared edge of two neighbours as a line. */
  edgeLine(a: Hex, b: Hex): [number, number, number, number];
  /** The hex under a point of the board (board pixels at zoom 1). */
  hexAt(x: number, y: number): Hex;
  /** The neighbour across the edge of `hex` nearest to a point inside it. */
  neighbourTowards(hex: Hex, x: number, y: number): Hex;
}

function geometry(orientation: HexOrientation): BoardGeometry {
  const centreOf = (hex: Hex) => hexToPixel(hex, HEX_SIZE, orientation);
  return {
    orientation,
    centreOf,
    pointsOf(hex, size = HEX_SIZE, scale = 1) {
      // Scaling `size` instead would move the centre too, towards the origin.
      const [cx, cy] = hexToPixel(hex, size, orientation);
      return hexCorners([0, 0], size * scale, orientation)
        .map(([x, y]) => `${(cx + x).toFixed(2)},${(cy + y).toFixed(2)}`)
        .join(' ');
    },
    edgeLine(a, b) {
      const [ax, ay] = centreOf(a);
      const [bx, by] = centreOf(b);
      const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
      const length = Math.hypot(bx - ax, by - ay) || 1;
      // An edge is as long as the hex side, HEX_SIZE, and perpendicular to the line between the centres.
      const [px, py] = [(-(by - ay) / length) * (HEX_SIZE / 2), ((bx - ax) / length) * (HEX_SIZE / 2)];
      return [mx - px, my - py, mx + px, my + py];
    },
    hexAt: (x, y) => pixelToHex(x, y, HEX_SIZE, orientation),
    neighbourTowards: (hex, x, y) => neighbourTowards(hex, x, y, HEX_SIZE, orientation),
  };
}

export const FLAT_GEOMETRY = geometry('flat');
export const POINTY_GEOMETRY = geometry('pointy');

export function geometryOf(orientation: HexOrientation): BoardGeometry {
  return orientation === 'pointy' ? POINTY_GEOMETRY : FLAT_GEOMETRY;
}

/** Flat hexes, for pictures that are always drawn so (a card's area). */
export const centreOf = FLAT_GEOMETRY.centreOf;
export const pointsOf = FLAT_GEOMETRY.pointsOf;
export const edgeLine = FLAT_GEOMETRY.edgeLine;
