import type { Hex } from './types';
/**
 * Flat-topped hexes on screen (Red Blob Games' formulas), `size` = centre to corner. Screen y grows
 * downwards, so r grows downwards too; the board is a mirror image of the solver's own drawing
 * (shared/hex/corner.ts), which changes neither adjacency nor line of sight.
 */
const ROOT_3 = Math.sqrt(3);

/**
 * Flat-topped hexes stand in columns; pointy-topped ones in rows, as Gloomhaven's map tiles are
 * printed (Red Blob Games' "pointy" formulas). Same axial hexes either way: the pointy picture is
 * the flat one mirrored across the screen's diagonal, which keeps every adjacency and line of sight.
 */
export type HexOrientation = 'flat' | 'pointy';

const swap = ([x, y]: [number, number]): [number, number] => [y, x];

export function hexToPixel(hex: Hex, size: number, orientation: HexOrientation = 'flat'): [x: number, y: number] {
  // Pointy: the flat picture of the mirrored hex [r, q], mirrored back across the diagonal.
  if (orientation === 'pointy') return swap(hexToPixel([hex[1], hex[0]], size));
  return [size * 1.5 * hex[0], size * ROOT_3 * (hex[1] + hex[0] / 2)];
}

/** Rounds fractional axial coordinates to the hex that contains them (via cube coordinates). */
export function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  // The coordinate that rounded furthest is rebuilt from the other two, keeping q + r + s = 0.
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // `+ 0` turns -0 into 0 so that keys and comparisons stay plain.
  return [rq + 0, rr + 0];
}

export function pixelToHex(x: number, y: number, size: number, orientation: HexOrientation = 'flat'): Hex {
  if (orientation === 'pointy') {
    const [r, q] = pixelToHex(y, x, size);
    return [q, r];
  }
  return roundHex(((2 / 3) * x) / size, ((-1 / 3) * x + (ROOT_3 / 3) * y) / size);
}

/** The six corners of a hex clockwise on screen (flat: from the right one; pointy: from the upper right). */
export function hexCorners(hex: Hex, size: number, orientation: HexOrientation = 'flat'): [number, number][] {
  const [cx, cy] = hexToPixel(hex, size, orientation);
  const start = orientation === 'pointy' ? -Math.PI / 6 : 0;
  return [0, 1, 2, 3, 4, 5].map((i) => [cx + size * Math.cos(start + (Math.PI / 3) * i), cy + size * Math.sin(start + (Math.PI / 3) * i)]);
}

/**
 * The neighbour across the edge nearest to a point inside `hex` (for placing thin walls by tapping
 * near an edge). Edges face the directions 30, 90, 150, ... degrees on screen.
 */
export function neighbourTowards(hex: Hex, x: number, y: number, size: number, orientation: HexOrientation = 'flat'): Hex {
  if (orientation === 'pointy') {
    const [r, q] = neighbourTowards([hex[1], hex[0]], y, x, size);
    return [q, r];
  }
  const [cx, cy] = hexToPixel(hex, size);
  const angle = Math.atan2(y - cy, x - cx);
  const sector = ((Math.round((angle - Math.PI / 6) / (Math.PI / 3)) % 6) + 6) % 6;
  // Screen directions of the edges from 30 degrees clockwise (y down): lower-right, down, lower-left,
  // upper-left, up, upper-right.
  const steps: Hex[] = [
    [1, 0],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [0, -1],
    [1, -1],
  ];
  const step = steps[sector] ?? [1, 0];
  return [hex[0] + step[0], hex[1] + step[1]];
}
