import type { Hex } from '../hex/types';
import { hexKey } from '../map/position';
import { across, cellToHex } from './cell';
import type { DoorKind, Layout, LayoutOverlay, Rank, ScenarioRef } from './model';
import { FIRST_TILE, placeCell, placeHex, type Placement } from './placement';
import { tileSide, type TileName } from './tile-table';

/**
 * A layout put together on one board (axial hexes, shared/hex): every tile where the door tree
 * puts it, grouped into rooms. Rooms are what doors separate (1st ed. rulebook p. 13: a scenario
 * map is cut into rooms by its doors; tiles joined by other overlays, corridors, are one room).
 * Room 1 is the starting room (the first tile's); the others are numbered in the order their
 * doors are reached from it.
 */
export interface AssembledLayout {
  scenario: ScenarioRef;
  tiles: AssembledTile[];
  rooms: AssembledRoom[];
  doors: AssembledDoor[];
  corridors: AssembledCorridor[];
  overlays: AssembledOverlay[];
  monsters: AssembledMonster[];
  /** The walls on the tiles' borders, each as the tile hex and the hex across it. */
  thinWalls: Array<readonly [Hex, Hex]>;
}

export interface AssembledTile {
  name: TileName;
  isMapTile: boolean;
  room: number;
  placement: Placement;
  hexes: Hex[];
}

export interface AssembledRoom {
  number: number;
  tiles: TileName[];
  /** Its floor: the tiles' hexes, its corridors and the overlays laid past a tile's edge. */
  hexes: Hex[];
}

export interface AssembledDoor {
  kind: DoorKind;
  hex: Hex;
  /** The rooms on its two sides: the one it was placed from first. */
  rooms: readonly [number, number];
}

export interface AssembledCorridor {
  hexes: Hex[];
  room: number;
}

export interface AssembledOverlay {
  kind: LayoutOverlay['kind'];
  hexes: Hex[];
  room: number;
  trap?: LayoutOverlay['trap'];
  treasure?: LayoutOverlay['treasure'];
}

export interface AssembledMonster {
  monster: string;
  hex: Hex;
  room: number;
  /** For two, three and four characters. */
  ranks: readonly [Rank, Rank, Rank];
  /** Its tile, as the layout names it. */
  tile: TileName;
}

/** Placements of every tile along the door tree (a checked layout: one first tile, no loop). */
function placementsOf(layout: Layout): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  const byName = new Map(layout.tiles.map((placed) => [placed.tile, placed]));
  const place = (name: string): Placement | undefined => {
    const known = placements.get(name);
    if (known) return known;
    const placed = byName.get(name);
    if (!placed) return undefined;
    if (!placed.on || !placed.cell) {
      const first = { ...FIRST_TILE, turns: placed.turns };
      placements.set(name, first);
      return first;
    }
    const parent = place(placed.on.tile);
    if (!parent) return undefined;
    const placement = { turns: placed.turns, from: cellToHex(placed.cell), to: placeCell(parent, placed.on.cell) };
    placements.set(name, placement);
    return placement;
  };
  for (const placed of layout.tiles) place(placed.tile);
  return placements;
}

/** Tiles joined by corridors share a room: the representative of each tile's group. */
function corridorGroups(layout: Layout): (tile: string) => string {
  const parent = new Map(layout.tiles.map((placed) => [placed.tile, placed.tile]));
  const find = (tile: string): string => {
    let root = tile;
    while (parent.get(root) !== root && parent.has(root)) root = parent.get(root) ?? root;
    parent.set(tile, root);
    return root;
  };
  for (const corridor of layout.corridors) parent.set(find(corridor.tile), find(corridor.to));
  return find;
}

/** Room numbers: the first tile's group is 1, then the groups behind each door in the order reached. */
function roomNumbers(layout: Layout, groupOf: (tile: string) => string): Map<string, number> {
  const numbers = new Map<string, number>();
  const first = layout.tiles.find((placed) => !placed.on)?.tile ?? layout.tiles[0]?.tile ?? '';
  const queue = [groupOf(first)];
  numbers.set(queue[0] ?? '', 1);
  while (queue.length > 0) {
    const room = queue.shift();
    for (const door of layout.doors) {
      const sides = [groupOf(door.tile), groupOf(door.to)];
      if (!sides.includes(room ?? '')) continue;
      for (const side of sides)
        if (!numbers.has(side)) {
          numbers.set(side, numbers.size + 1);
          queue.push(side);
        }
    }
  }
  // A group no door reaches (a layout drawn apart) still gets a room of its own.
  for (const placed of layout.tiles) if (!numbers.has(groupOf(placed.tile))) numbers.set(groupOf(placed.tile), numbers.size + 1);
  return numbers;
}

/** Puts a checked layout together (checkLayout first: its tiles are known and its tree has no loop). */
export function assembleLayout(layout: Layout): AssembledLayout {
  const placements = placementsOf(layout);
  const groupOf = corridorGroups(layout);
  const numbers = roomNumbers(layout, groupOf);
  const roomOf = (tile: string) => numbers.get(groupOf(tile)) ?? 0;
  const at = (tile: string) => placements.get(tile) ?? { ...FIRST_TILE, turns: 0 };

  const tiles: AssembledTile[] = layout.tiles.flatMap((placed) => {
    const side = tileSide(placed.tile);
    if (!side) return [];
    const placement = at(placed.tile);
    return [
      {
        name: side.name,
        isMapTile: side.isMapTile,
        room: roomOf(placed.tile),
        placement,
        hexes: side.cells.map((cell) => placeCell(placement, cell)),
      },
    ];
  });
  const thinWalls = layout.tiles.flatMap((placed) => {
    const placement = at(placed.tile);
    return (tileSide(placed.tile)?.thinWalls ?? []).map((wall) => {
      const local = cellToHex(wall.cell);
      return [placeHex(placement, local), placeHex(placement, across(local, wall.side))] as const;
    });
  });
  const doors = layout.doors.map((door) => ({
    kind: door.kind,
    hex: placeCell(at(door.tile), door.cell),
    rooms: [roomOf(door.tile), roomOf(door.to)] as const,
  }));
  const corridors = layout.corridors.map((corridor) => ({
    hexes: corridor.cells.map((cell) => placeCell(at(corridor.tile), cell)),
    room: roomOf(corridor.tile),
  }));
  const overlays = layout.overlays.map((overlay) => ({
    kind: overlay.kind,
    hexes: overlay.cells.map((cell) => placeCell(at(overlay.tile), cell)),
    room: roomOf(overlay.tile),
    ...(overlay.trap ? { trap: overlay.trap } : {}),
    ...(overlay.treasure !== undefined ? { treasure: overlay.treasure } : {}),
  }));
  const monsters = layout.monsters.flatMap((monster) => {
    const side = tileSide(monster.tile);
    if (!side) return [];
    return [
      {
        monster: monster.monster,
        hex: placeCell(at(monster.tile), monster.cell),
        room: roomOf(monster.tile),
        ranks: monster.ranks,
        tile: side.name,
      },
    ];
  });

  const rooms = [...new Set(numbers.values())]
    .sort((a, b) => a - b)
    .map((number): AssembledRoom => {
      const floor = new Map<string, Hex>();
      const add = (hex: Hex) => floor.set(hexKey(hex), hex);
      tiles.filter((tile) => tile.room === number).forEach((tile) => tile.hexes.forEach(add));
      corridors.filter((corridor) => corridor.room === number).forEach((corridor) => corridor.hexes.forEach(add));
      overlays.filter((overlay) => overlay.room === number).forEach((overlay) => overlay.hexes.forEach(add));
      return { number, tiles: tiles.filter((tile) => tile.room === number).map((tile) => tile.name), hexes: [...floor.values()] };
    });
  return { scenario: layout.scenario, tiles, rooms, doors, corridors, overlays, monsters, thinWalls };
}

/** Hexes two tiles both cover (none, but for the known cases of the peer data). */
export function overlappingHexes(assembled: AssembledLayout): Hex[] {
  const seen = new Map<string, { hex: Hex; count: number }>();
  for (const tile of assembled.tiles)
    for (const hex of tile.hexes) {
      const entry = seen.get(hexKey(hex)) ?? { hex, count: 0 };
      seen.set(hexKey(hex), { hex, count: entry.count + 1 });
    }
  return [...seen.values()].filter((entry) => entry.count > 1).map((entry) => entry.hex);
}
