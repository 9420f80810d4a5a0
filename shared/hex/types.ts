/** Axial hex coordinates `[q, r]` (Red Blob Games' convention), as in the monster-turn/1 format. */
export type Hex = readonly [q: number, r: number];

/** A point on the drawn board (flat-topped hexes with sides of length 1). */
export type Point = readonly [x: number, y: number];
