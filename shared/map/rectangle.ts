import type { Hex } from '../hex/types';
/**
 * Flat-topped boards are laid out in columns (q) whose rows shift by half a hex every other column
 * ("even-q offset": row = r + floor(q / 2)); that is how the printed map tiles line up.
 */
export function rowOf(hex: Hex): number {
  return hex[1] + Math.floor(hex[0] / 2);
}

export function hexOfColumnRow(column: number, row: number): Hex {
  return [column, row - Math.floor(column / 2)];
}

/** Every hex of the screen rectangle spanned by two corner hexes, columns and rows inclusive. */
export function hexesInRectangle(from: Hex, to: Hex): Hex[] {
  const [c0, c1] = [Math.min(from[0], to[0]), Math.max(from[0], to[0])];
  const [r0, r1] = [Math.min(rowOf(from), rowOf(to)), Math.max(rowOf(from), rowOf(to))];
  const hexes: Hex[] = [];
  for (let column = c0; column <= c1; column++) for (let row = r0; row <= r1; row++) hexes.push(hexOfColumnRow(column, row));
  return hexes;
}

/** The hexes on the rim of that rectangle: the walls of a room. */
export function rimOfRectangle(from: Hex, to: Hex): Hex[] {
  const [c0, c1] = [Math.min(from[0], to[0]), Math.max(from[0], to[0])];
  const [r0, r1] = [Math.min(rowOf(from), rowOf(to)), Math.max(rowOf(from), rowOf(to))];
  return hexesInRectangle(from, to).filter((hex) => hex[0] === c0 || hex[0] === c1 || rowOf(hex) === r0 || rowOf(hex) === r1);
}
