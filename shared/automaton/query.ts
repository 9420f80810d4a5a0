import { z } from 'zod';
import { issueMessage } from '../ipc/format-issues';
import { monsterTurnQuerySchema, type MonsterTurnQuery } from '../monster-ai';
import {
  boardFigureSchema,
  DEFAULT_ABILITY,
  emptyPosition,
  figureAt,
  hexKey,
  hexOfKey,
  type BoardFigure,
  type BoardPosition,
  type Terrain,
} from '../map/position';
import { hexesOfThinWall, thinWallKey } from '../map/thin-wall';

type QueryHex = [number, number];

/**
 * What monster-turn/1 has no words for (names, standee numbers, elites, doors) rides along in a
 * `haven` member; the solver and the command line ignore members they do not know, and an import
 * without it still gives the same position for the monster AI.
 */
const havenExtrasSchema = z.object({
  doors: z.object({ closed: z.array(z.string()).default([]), open: z.array(z.string()).default([]) }).default({ closed: [], open: [] }),
  figures: z.record(z.string(), boardFigureSchema.pick({ kind: true, name: true, standee: true, isElite: true }).partial()).default({}),
});

/** The map lists a query has, one per terrain that is not plain floor. */
const QUERY_LISTS: Partial<Record<Terrain, 'walls' | 'obstacles' | 'traps' | 'hazardous' | 'difficult' | 'icy'>> = {
  wall: 'walls',
  obstacle: 'obstacles',
  trap: 'traps',
  hazardous: 'hazardous',
  difficult: 'difficult',
  icy: 'icy',
};

export type ExportResult = { query: MonsterTurnQuery & { haven: z.input<typeof havenExtrasSchema> } } | { problem: string };

/** Why the position cannot be asked about yet, or null; cheap enough to check on every edit. */
export function exportProblem(position: BoardPosition): string | null {
  if (Object.keys(position.tiles).length === 0) return 'The board is empty: draw some hexes first.';
  if (!position.figures.some((f) => f.id === position.active && f.kind === 'monster'))
    return 'No monster is active: place a monster and make it the active one.';
  return null;
}

/** The position as the monster AI's question: the active monster's turn with the drawn card. */
export function toMonsterTurnQuery(position: BoardPosition, id?: string): ExportResult {
  const problem = exportProblem(position);
  const active = position.figures.find((f) => f.id === position.active);
  if (problem !== null || !active) return { problem: problem ?? 'No monster is active.' };
  const keys = Object.keys(position.tiles);
  const map = {
    hexes: [] as QueryHex[],
    walls: [] as QueryHex[],
    obstacles: [] as QueryHex[],
    traps: [] as QueryHex[],
    hazardous: [] as QueryHex[],
    difficult: [] as QueryHex[],
    icy: [] as QueryHex[],
  };
  const doors = { closed: [] as string[], open: [] as string[] };
  for (const key of keys) {
    const hex = hexOfKey(key);
    const terrain = position.tiles[key];
    map.hexes.push([hex[0], hex[1]]);
    if (terrain === 'doorClosed' || terrain === 'doorOpen') {
      (terrain === 'doorClosed' ? doors.closed : doors.open).push(key);
      // Monsters never open doors: a closed door is a wall to them, unless a figure holds it open.
      if (terrain === 'doorClosed' && !figureAt(position, hex)) map.walls.push([hex[0], hex[1]]);
      continue;
    }
    const list = terrain === undefined ? undefined : QUERY_LISTS[terrain];
    if (list) map[list].push([hex[0], hex[1]]);
  }
  const thinWalls = position.thinWalls.map((key) => hexesOfThinWall(key).map((h) => [h[0], h[1]]) as [QueryHex, QueryHex]);
  const figures: MonsterTurnQuery['figures'] = position.figures.map((f) => ({
    id: f.id,
    team: f.kind === 'monster' ? 'monsters' : 'players',
    hex: [f.hex[0], f.hex[1]],
    ...(f.kind !== 'monster' && f.initiative !== undefined ? { initiative: f.initiative } : {}),
    ...(f.isLongResting ? { longResting: true } : {}),
    ...(f.isInvisible ? { invisible: true } : {}),
    ...(f.kind === 'summon' ? { summonOf: f.summonOf ?? null } : {}),
  }));
  const { ability } = position;
  const extras = {
    doors,
    figures: Object.fromEntries(
      position.figures.map((f) => [f.id, { kind: f.kind, name: f.name, standee: f.standee, isElite: f.isElite }]),
    ),
  };
  return {
    query: {
      format: 'monster-turn/1',
      ...(id ? { id } : {}),
      rules: position.rules,
      map: { ...map, thinWalls },
      figures,
      active: active.id,
      ability: {
        move: ability.move,
        movement: ability.movement,
        attack: ability.attack && {
          range: ability.attack.range,
          targets: ability.attack.targets,
          aoe: ability.attack.aoe && {
            cells: ability.attack.aoe.cells.map((c) => [c[0], c[1]] as QueryHex),
            anchor: ability.attack.aoe.anchor,
          },
        },
        muddled: ability.isMuddled,
      },
      haven: extras,
    },
  };
}

export type ImportResult = { position: BoardPosition } | { problem: string };

/** A monster-turn/1 query (from a file, a paste, a bug report) as a board position. */
export function fromMonsterTurnQuery(json: unknown): ImportResult {
  const parsed = monsterTurnQuerySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      problem: `This is not a monster-turn/1 query: ${issue ? `${issue.path.join('.') || 'top'}: ${issueMessage(issue)}` : 'unreadable'}. Nothing was changed.`,
    };
  }
  const query = parsed.data;
  const rawExtras = typeof json === 'object' && json !== null && 'haven' in json ? (json as { haven: unknown }).haven : undefined;
  const extras = havenExtrasSchema.safeParse(rawExtras ?? {});
  const haven = extras.success ? extras.data : havenExtrasSchema.parse({});
  const position = emptyPosition(query.rules);
  const tiles: Record<string, Terrain> = {};
  for (const hex of query.map.hexes) tiles[hexKey(hex)] = 'floor';
  const lists: Array<[keyof typeof query.map, Terrain]> = [
    ['obstacles', 'obstacle'],
    ['traps', 'trap'],
    ['hazardous', 'hazardous'],
    ['difficult', 'difficult'],
    ['icy', 'icy'],
    ['walls', 'wall'],
  ];
  for (const [list, terrain] of lists)
    for (const hex of query.map[list] as QueryHex[]) if (tiles[hexKey(hex)] !== undefined) tiles[hexKey(hex)] = terrain;
  for (const key of haven.doors.closed) if (tiles[key] !== undefined) tiles[key] = 'doorClosed';
  for (const key of haven.doors.open) if (tiles[key] !== undefined) tiles[key] = 'doorOpen';
  const thinWalls = [...new Set(query.map.thinWalls.map(([a, b]) => thinWallKey(a, b)).filter((k): k is string => k !== null))];
  const figures: BoardFigure[] = query.figures.map((f) => {
    const extra = haven.figures[f.id] ?? {};
    const kind = extra.kind ?? (f.team === 'monsters' ? 'monster' : f.summonOf !== undefined ? 'summon' : 'character');
    return {
      id: f.id,
      kind,
      hex: f.hex,
      name: extra.name ?? '',
      ...(extra.standee !== undefined ? { standee: extra.standee } : {}),
      isElite: extra.isElite ?? false,
      ...(f.initiative !== undefined ? { initiative: f.initiative } : {}),
      ...(f.summonOf !== undefined ? { summonOf: f.summonOf } : {}),
      isLongResting: f.longResting ?? false,
      isInvisible: f.invisible ?? false,
    };
  });
  const { ability } = query;
  return {
    position: {
      ...position,
      tiles,
      thinWalls,
      figures,
      active: figures.some((f) => f.id === query.active) ? query.active : null,
      ability: {
        ...DEFAULT_ABILITY,
        move: ability.move,
        movement: ability.movement,
        attack: ability.attack && { range: ability.attack.range, targets: ability.attack.targets, aoe: ability.attack.aoe ?? null },
        isMuddled: ability.muddled,
      },
    },
  };
}
