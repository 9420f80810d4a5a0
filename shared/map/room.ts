import type { Hex } from '../hex/types';
import { hexKey, hexOfKey, type BoardPosition, type Terrain } from './position';
import { hexesOfThinWall, thinWallKey } from './thin-wall';

/**
 * A copied part of a map, relative to its first hex, to be pasted elsewhere: scenarios often repeat
 * a room shape. Axial offsets keep every adjacency, so the pasted room is the same room wherever it
 * lands.
 */
export interface RoomLayout {
  tiles: Record<string, Terrain>;
  thinWalls: string[];
}

export function copyRoom(position: BoardPosition, hexes: readonly Hex[]): RoomLayout | null {
  const onBoard = hexes.filter((hex) => position.tiles[hexKey(hex)] !== undefined);
  const origin = onBoard[0];
  if (origin === undefined) return null;
  const inside = new Set(onBoard.map(hexKey));
  const tiles: Record<string, Terrain> = {};
  for (const hex of onBoard) {
    const terrain = position.tiles[hexKey(hex)];
    if (terrain !== undefined) tiles[hexKey([hex[0] - origin[0], hex[1] - origin[1]])] = terrain;
  }
  const thinWalls = position.thinWalls
    .map(hexesOfThinWall)
    .filter(([a, b]) => inside.has(hexKey(a)) || inside.has(hexKey(b)))
    .map(([a, b]) => thinWallKey([a[0] - origin[0], a[1] - origin[1]], [b[0] - origin[0], b[1] - origin[1]]) ?? '');
  return { tiles, thinWalls };
}

/** The room's terrain and thin walls with its first hex on `at`, over whatever was there. */
export function pasteRoom(position: BoardPosition, room: RoomLayout, at: Hex): BoardPosition {
  const tiles = { ...position.tiles };
  for (const [key, terrain] of Object.entries(room.tiles)) {
    const [q, r] = hexOfKey(key);
    tiles[hexKey([q + at[0], r + at[1]])] = terrain;
  }
  const thinWalls = new Set(position.thinWalls);
  for (const key of room.thinWalls) {
    const [a, b] = hexesOfThinWall(key);
    const moved = thinWallKey([a[0] + at[0], a[1] + at[1]], [b[0] + at[0], b[1] + at[1]]);
    if (moved !== null) thinWalls.add(moved);
  }
  return { ...position, tiles, thinWalls: [...thinWalls] };
}
