import type { Hex } from '../hex/types';
import { emptyPosition, hexKey, type BoardFigure, type BoardPosition, type Terrain } from '../map/position';
import { thinWallKey } from '../map/thin-wall';
import type { AssembledDoor, AssembledLayout } from './assemble';
import type { Rank } from './model';

/**
 * The board a layout gives: the rooms on the table as the `haven-board/1` position Haven's engines
 * and the Monster AI read, and which rooms those are. Only the starting room is laid out when a
 * scenario begins; a door opened reveals the room behind it (1st ed. rulebook p. 13 and p. 14,
 * "Doors"; p. 19, "Revealing a Room").
 */
export interface LayoutBoard {
  position: BoardPosition;
  /** The rooms laid out, by number (1 is the starting room). */
  revealed: number[];
}

export interface LayOutOptions {
  /** Characters in the party: 2, 3 or 4 (a party of one is set up as for two). */
  players: number;
  /** Put each room's monsters on the board as figures (the command line); the table places its own. */
  withMonsters?: boolean;
  /** What a figure of that monster type is called (its name in the pack); the type otherwise. */
  nameOf?: (monster: string) => string;
}

/** A monster the layout sets up in a room for the party's size. */
export interface RoomMonster {
  monster: string;
  hex: Hex;
  rank: Exclude<Rank, 'none'>;
}

/** The column of the monster key: two, three or four characters (p. 13). */
export function rankColumn(players: number): 0 | 1 | 2 {
  return (Math.min(Math.max(Math.round(players), 2), 4) - 2) as 0 | 1 | 2;
}

/** The monsters the layout places in a room for a party of `players`, in the layout's order. */
export function roomMonsters(assembled: AssembledLayout, room: number, players: number): RoomMonster[] {
  const column = rankColumn(players);
  return assembled.monsters.flatMap((monster) => {
    const rank = monster.ranks[column];
    return monster.room === room && rank !== 'none' ? [{ monster: monster.monster, hex: monster.hex, rank }] : [];
  });
}

/**
 * Overlay tiles as board terrain, strongest first where two share a hex: a wall, an obstacle
 * (p. 14), a trap, hazardous then difficult terrain. Start hexes, coins and chests lie on floor.
 */
const OVERLAY_TERRAIN: ReadonlyArray<[kind: string, terrain: Terrain]> = [
  ['wall', 'wall'],
  ['obstacle', 'obstacle'],
  ['trap', 'trap'],
  ['hazardous', 'hazardous'],
  ['difficult', 'difficult'],
];

/**
 * Hexes whose sides no thin wall keeps: corridors and doors lie on the connection of two map tiles
 * and cover the walls there (1st ed. rulebook p. 14, "Corridors", "Doors").
 */
function coveringHexes(assembled: AssembledLayout): Set<string> {
  return new Set([...assembled.corridors.flatMap((corridor) => corridor.hexes), ...assembled.doors.map((door) => door.hex)].map(hexKey));
}

function roomTerrain(assembled: AssembledLayout, room: number): Map<string, Terrain> {
  const tiles = new Map<string, Terrain>();
  for (const hex of assembled.rooms.find((r) => r.number === room)?.hexes ?? []) tiles.set(hexKey(hex), 'floor');
  for (const [kind, terrain] of [...OVERLAY_TERRAIN].reverse())
    for (const overlay of assembled.overlays)
      if (overlay.room === room && overlay.kind === kind) overlay.hexes.forEach((hex) => tiles.set(hexKey(hex), terrain));
  return tiles;
}

/** Doors with a revealed room on either side. */
function doorsOf(assembled: AssembledLayout, revealed: ReadonlySet<number>): AssembledDoor[] {
  return assembled.doors.filter((door) => revealed.has(door.rooms[0]) || revealed.has(door.rooms[1]));
}

/** The next free figure number of a monster type: `bandit-guard-3` after two on the board. */
function figureId(figures: readonly BoardFigure[], monster: string): string {
  const taken = new Set(figures.map((figure) => figure.id));
  let n = 1;
  while (taken.has(`${monster}-${n}`)) n++;
  return `${monster}-${n}`;
}

/** Adds rooms to a board: their floor and overlays, the walls now between two board hexes, closed doors, monsters. */
function withRooms(assembled: AssembledLayout, board: LayoutBoard, rooms: readonly number[], options: LayOutOptions): LayoutBoard {
  const revealed = new Set([...board.revealed, ...rooms]);
  const tiles = { ...board.position.tiles };
  for (const room of rooms) for (const [key, terrain] of roomTerrain(assembled, room)) if (tiles[key] === undefined) tiles[key] = terrain;
  for (const door of doorsOf(assembled, revealed)) {
    const key = hexKey(door.hex);
    if (tiles[key] !== 'doorOpen') tiles[key] = 'doorClosed';
  }
  const covering = coveringHexes(assembled);
  const walls = new Set(board.position.thinWalls);
  for (const [a, b] of assembled.thinWalls) {
    const key = thinWallKey(a, b);
    if (key === null || covering.has(hexKey(a)) || covering.has(hexKey(b))) continue;
    if (tiles[hexKey(a)] !== undefined && tiles[hexKey(b)] !== undefined) walls.add(key);
  }
  const figures = [...board.position.figures];
  if (options.withMonsters ?? true)
    for (const room of rooms)
      for (const monster of roomMonsters(assembled, room, options.players)) {
        if (figures.some((figure) => figure.hex[0] === monster.hex[0] && figure.hex[1] === monster.hex[1])) continue;
        figures.push({
          id: figureId(figures, monster.monster),
          kind: 'monster',
          hex: monster.hex,
          name: options.nameOf?.(monster.monster) ?? monster.monster,
          isElite: monster.rank === 'elite',
          isLongResting: false,
          isInvisible: false,
        });
      }
  return {
    position: { ...board.position, tiles, thinWalls: [...walls].sort(), figures },
    revealed: [...revealed].sort((a, b) => a - b),
  };
}

/**
 * The board at the start of a scenario: its starting room with closed doors and the room's
 * monsters for the party's size (p. 13: only the starting room's monsters are placed at first);
 * or every room, revealed, with every door open.
 */
export function layOutBoard(assembled: AssembledLayout, options: LayOutOptions & { rooms?: 'start' | 'all' }): LayoutBoard {
  // Drawn as the map tiles are printed: rows of hexes, a point up.
  const empty: LayoutBoard = { position: { ...emptyPosition('gh'), orientation: 'pointy' }, revealed: [] };
  if (options.rooms !== 'all') return withRooms(assembled, empty, [1], options);
  const board = withRooms(
    assembled,
    empty,
    assembled.rooms.map((room) => room.number),
    options,
  );
  const tiles = { ...board.position.tiles };
  for (const door of assembled.doors) tiles[hexKey(door.hex)] = 'doorOpen';
  return { ...board, position: { ...board.position, tiles } };
}

/**
 * Reveals room `room` on the board as a door opened into it does (p. 14, "Doors"; p. 19,
 * "Revealing a Room"): through `door` when it is a closed door of that room, else through the first
 * closed door between a room on the board and it, else (no door leads there from the board) the
 * room alone. A room already on the board only has that door opened. The same board back when
 * nothing changes.
 */
export function revealRoom(assembled: AssembledLayout, board: LayoutBoard, room: number, options: LayOutOptions, door?: Hex): LayoutBoard {
  const isClosed = (d: AssembledDoor) => board.position.tiles[hexKey(d.hex)] === 'doorClosed';
  const intoRoom = (d: AssembledDoor) => d.rooms.includes(room) && d.rooms.some((r) => r !== room && board.revealed.includes(r));
  const chosen =
    (door && assembled.doors.find((d) => d.hex[0] === door[0] && d.hex[1] === door[1] && d.rooms.includes(room) && isClosed(d))) ??
    (board.revealed.includes(room) ? undefined : assembled.doors.find((d) => intoRoom(d) && isClosed(d)));
  if (chosen) {
    const opened = openDoor(assembled, board, chosen.hex, options);
    if (opened.ok) return opened.board;
  }
  if (board.revealed.includes(room) || !assembled.rooms.some((r) => r.number === room)) return board;
  return withRooms(assembled, board, [room], options);
}

export type OpenedDoor =
  { ok: true; board: LayoutBoard; room: number | null; monsters: RoomMonster[] } | { ok: false; reason: 'notADoor' | 'alreadyOpen' };

/**
 * A closed door opened: it turns to its open side and the room behind it is laid out with its
 * overlays and its monsters for the party's size (p. 14, "Doors"). `room` is null when both sides
 * were already on the board.
 */
export function openDoor(assembled: AssembledLayout, board: LayoutBoard, hex: Hex, options: LayOutOptions): OpenedDoor {
  const door = assembled.doors.find((d) => d.hex[0] === hex[0] && d.hex[1] === hex[1]);
  const key = hexKey(hex);
  if (!door || board.position.tiles[key] === undefined) return { ok: false, reason: 'notADoor' };
  if (board.position.tiles[key] !== 'doorClosed') return { ok: false, reason: 'alreadyOpen' };
  const behind = door.rooms.find((room) => !board.revealed.includes(room)) ?? null;
  const opened: LayoutBoard = { ...board, position: { ...board.position, tiles: { ...board.position.tiles, [key]: 'doorOpen' } } };
  if (behind === null) return { ok: true, board: opened, room: null, monsters: [] };
  return {
    ok: true,
    board: withRooms(assembled, opened, [behind], options),
    room: behind,
    monsters: roomMonsters(assembled, behind, options.players),
  };
}
