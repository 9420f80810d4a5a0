import type { Hex } from './types';
/**
 * Flat-topped hexes on screen (Red Blob Games' formulas), `size` = centre to corner. Screen y grows
 * downwards, so r grows downwards too; the board is a mirror image of the solver's own drawing
 * (shared/hex/corner.ts), which changes neither adjacency nor line of sight.
 */
const ROOT_3 = Math.sqrt(3);

export function hexToPixel(hex: Hex, size: number): [x: number, y: number] {
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

export function pixelToHex(x: number, y: number, size: number): Hex {
  return roundHex(((2 / 3) * x) / size, ((-1 / 3) * x + (ROOT_3 / 3) * y) / size);
}

/** The six corners of a hex, from the right one clockwise on screen, as SVG `points`. */
export function hexCorners(hex: Hex, size: number): [number, number][] {
  const [cx, cy] = hexToPixel(hex, size);
  return [0, 1, 2, 3, 4, 5].map((i) => [cx + size * Math.cos((Math.PI / 3) * i), cy + size * Math.sin((Math.PI / 3) * i)]);
}

/**
 * The neighbour across the edge nearest to a point inside `hex` (for placing thin walls by tapping
 * near an edge). Edges face the directions 30, 90, 150, ... degrees on screen.
 */
export function neighbourTowards(hex: Hex, x: number, y: number, size: number): Hex {
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
