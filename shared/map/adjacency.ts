import { distance } from '../hex/distance';
import type { BoardPosition } from './position';
import { thinWallKey } from './thin-wall';

/**
 * Whether two figures stand side by side on the party's board: neighbouring hexes with no wall
 * line between them (1st ed. rulebook p. 19 "Attack": a melee attack reaches adjacent hexes; a
 * wall between two hexes stops them touching). `null` when the board does not show both figures,
 * so a rule that needs the positions is left to the party.
 */
export function areAdjacent(position: BoardPosition | null | undefined, a: string, b: string): boolean | null {
  const from = position?.figures.find((f) => f.id === a)?.hex;
  const to = position?.figures.find((f) => f.id === b)?.hex;
  if (!position || from === undefined || to === undefined) return null;
  if (distance(from, to) !== 1) return false;
  const key = thinWallKey(from, to);
  return key === null || !position.thinWalls.includes(key);
}
