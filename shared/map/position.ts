import { z } from 'zod';
import type { Hex } from '../hex/types';

/**
 * A board position the monster AI board edits: the map, the figures on it, the active monster's
 * ability card and the rule set. Plain JSON (saved to localStorage, embedded by other screens);
 * terrain is keyed by "q,r" so that painting one hex is one property, not a search of lists.
 */
const hex = z.tuple([z.number().int(), z.number().int()]).readonly();

/** What lies on a board hex; a hex missing from `tiles` is off the board. */
export const TERRAINS = ['floor', 'wall', 'obstacle', 'trap', 'hazardous', 'difficult', 'icy', 'doorClosed', 'doorOpen'] as const;
export const terrainSchema = z.enum(TERRAINS);
export type Terrain = z.infer<typeof terrainSchema>;

export const FIGURE_KINDS = ['character', 'summon', 'monster'] as const;

export const boardFigureSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(FIGURE_KINDS),
  hex,
  /** What the party calls it: a class, a summon's name, a monster type. */
  name: z.string().default(''),
  /** The number on a monster's standee. */
  standee: z.number().int().min(0).optional(),
  isElite: z.boolean().default(false),
  initiative: z.number().min(0).optional(),
  summonOf: z.string().nullable().optional(),
  isLongResting: z.boolean().default(false),
  isInvisible: z.boolean().default(false),
});

export const aoeSchema = z.object({ cells: z.array(hex).min(1), anchor: z.enum(['self', 'free']) });

export const abilitySchema = z.object({
  move: z.number().int().min(0),
  movement: z.enum(['normal', 'jump', 'flying', 'teleport']),
  attack: z.object({ range: z.number().int().min(0), targets: z.number().int().min(1), aoe: aoeSchema.nullable() }).nullable(),
  isMuddled: z.boolean(),
});

/**
 * How the hexes stand on screen: in columns, flat side up (a board drawn by hand), or in rows,
 * point up, as Gloomhaven's map tiles are printed (a board laid out from a scenario's map or
 * stamped from its tiles). Only the picture differs: the hexes, their neighbours and every line of
 * sight are the same.
 */
export const ORIENTATIONS = ['flat', 'pointy'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const boardPositionSchema = z.object({
  format: z.literal('haven-board/1'),
  rules: z.enum(['gh', 'fh', 'jotl']),
  /** Absent: flat (boards saved before rows of pointed hexes were drawn). */
  orientation: z.enum(ORIENTATIONS).optional(),
  tiles: z.record(z.string().regex(/^-?\d+,-?\d+$/), terrainSchema),
  /** Edges between two neighbours, each stored once as "q,r|q,r" with the smaller key first. */
  thinWalls: z.array(z.string()),
  figures: z.array(boardFigureSchema),
  active: z.string().nullable(),
  ability: abilitySchema,
});

export type BoardFigure = z.output<typeof boardFigureSchema>;
export type Ability = z.output<typeof abilitySchema>;
export type Aoe = z.output<typeof aoeSchema>;
export type BoardPosition = z.output<typeof boardPositionSchema>;
export type BoardRules = BoardPosition['rules'];

export function hexKey(hex: Hex): string {
  return `${hex[0]},${hex[1]}`;
}

export function hexOfKey(key: string): Hex {
  const [q, r] = key.split(',').map(Number);
  return [q ?? 0, r ?? 0];
}

export const DEFAULT_ABILITY: Ability = { move: 2, movement: 'normal', attack: { range: 0, targets: 1, aoe: null }, isMuddled: false };

export function emptyPosition(rules: BoardRules = 'gh'): BoardPosition {
  return { format: 'haven-board/1', rules, tiles: {}, thinWalls: [], figures: [], active: null, ability: DEFAULT_ABILITY };
}

/** Campaign edition to rule set: GH 2nd edition follows Frosthaven's monster rules. */
export function rulesForEdition(edition: 'gh1' | 'gh2'): BoardRules {
  return edition === 'gh2' ? 'fh' : 'gh';
}

export function orientationOf(position: Pick<BoardPosition, 'orientation'>): Orientation {
  return position.orientation ?? 'flat';
}

/** The figure standing on `hex`, if any. */
export function figureAt(position: BoardPosition, hex: Hex): BoardFigure | undefined {
  return position.figures.find((f) => f.hex[0] === hex[0] && f.hex[1] === hex[1]);
}
