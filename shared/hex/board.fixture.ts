import type { Hex } from './types';

/** A board of `columns` x `rows` flat-topped hexes (axial q = column, r = row - floor(column / 2)). */
export function rectangleOfHexes(columns: number, rows: number): Hex[] {
  const hexes: Hex[] = [];
  for (let q = 0; q < columns; q++) for (let row = 0; row < rows; row++) hexes.push([q, row - Math.floor(q / 2)]);
  return hexes;
}
