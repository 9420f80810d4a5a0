import { z } from 'zod';

/**
 * A scenario's map as Haven keeps it (`haven-layout/1`): the map tiles, each placed on its parent's
 * door, the doors and corridors between them, the overlay tiles, and every monster's start hex for
 * two, three and four characters. Hexes are cells of a tile's own grid (cell.ts), so the layout
 * reads as the scenario book draws it. Every list and number is bounded: a layout comes from outside.
 *
 * What the names mean is checked after the shape (check.ts): a tile name the tile table knows,
 * cells within reach, a door tree without loops, monsters a pack knows.
 */

/** Furthest a cell may lie from its tile's corner: the largest tile is 8 hexes across. */
export const MAX_CELL = 32;
export const MAX_TILES = 40;
export const MAX_LINKS = 200;
export const MAX_OVERLAYS = 400;
export const MAX_MONSTERS = 200;

const coordinate = z.number().int().min(-1000).max(1000);
const cellSchema = z.tuple([coordinate, coordinate]).readonly();
const tileRef = z.string().min(1).max(12);

/** The three columns of a monster key: two, three, four characters (1st ed. rulebook p. 13). */
export const RANKS = ['none', 'normal', 'elite'] as const;
export const rankSchema = z.enum(RANKS);
export type Rank = z.infer<typeof rankSchema>;

export const SCENARIO_SETS = ['gloomhaven', 'forgotten-circles', 'solo'] as const;
export type ScenarioSet = (typeof SCENARIO_SETS)[number];

/** What a door is made of (all doors work alike, p. 14); the breakable wall and the altar open like doors. */
export const DOOR_KINDS = ['stone', 'wooden', 'dark-fog', 'light-fog', 'breakable-wall', 'altar'] as const;

/** The overlay tiles of p. 14–15, plus wall overlays, money tokens, chests and the start hexes. */
export const OVERLAY_KINDS = ['start', 'obstacle', 'trap', 'hazardous', 'difficult', 'wall', 'coin', 'chest'] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

/** Trap kinds as the layouts name them: damage (spike), immobilise (bear), poison. */
export const TRAP_KINDS = ['spike', 'bear', 'poison'] as const;
export type TrapKind = (typeof TRAP_KINDS)[number];

const tilePlacementSchema = z
  .object({
    tile: tileRef,
    /** Sixth turns clockwise, about the hex it stands on. */
    turns: z.number().int().min(0).max(5),
    /** Where it stands: this tile's `cell` lies on the parent tile's `on.cell`. The first tile has none. */
    on: z.object({ tile: tileRef, cell: cellSchema }).strict().optional(),
    cell: cellSchema.optional(),
  })
  .strict();

const doorSchema = z
  .object({
    kind: z.enum(DOOR_KINDS),
    /** The door's hex, as a cell of `tile`. */
    tile: tileRef,
    cell: cellSchema,
    /** The tile whose room the door opens into (the other side is `tile`'s room). */
    to: tileRef,
  })
  .strict();

const corridorSchema = z
  .object({
    tile: tileRef,
    /** The corridor's hexes (one or two), as cells of `tile`. */
    cells: z.array(cellSchema).min(1).max(2),
    /** The tile it joins to `tile`'s room. */
    to: tileRef,
  })
  .strict();

const overlaySchema = z
  .object({
    kind: z.enum(OVERLAY_KINDS),
    tile: tileRef,
    cells: z.array(cellSchema).min(1).max(3),
    trap: z.enum(TRAP_KINDS).optional(),
    /** A chest's treasure number, or "goal". */
    treasure: z.union([z.number().int().min(1).max(999), z.literal('goal')]).optional(),
  })
  .strict();

const monsterSchema = z
  .object({
    /** The monster type as the packs name it ("bandit-guard"). */
    monster: z.string().min(1).max(80),
    tile: tileRef,
    cell: cellSchema,
    /** For two, three and four characters. */
    ranks: z.tuple([rankSchema, rankSchema, rankSchema]),
  })
  .strict();

export const layoutSchema = z
  .object({
    format: z.literal('haven-layout/1'),
    scenario: z
      .object({
        set: z.enum(SCENARIO_SETS),
        number: z.number().int().min(1).max(999),
        name: z.string().min(1).max(120),
      })
      .strict(),
    tiles: z.array(tilePlacementSchema).min(1).max(MAX_TILES),
    doors: z.array(doorSchema).max(MAX_LINKS),
    corridors: z.array(corridorSchema).max(MAX_LINKS),
    overlays: z.array(overlaySchema).max(MAX_OVERLAYS),
    monsters: z.array(monsterSchema).max(MAX_MONSTERS),
  })
  .strict();

export type Layout = z.infer<typeof layoutSchema>;
export type LayoutTile = Layout['tiles'][number];
export type LayoutDoor = Layout['doors'][number];
export type LayoutCorridor = Layout['corridors'][number];
export type LayoutOverlay = Layout['overlays'][number];
export type LayoutMonster = Layout['monsters'][number];
export type DoorKind = LayoutDoor['kind'];
export type ScenarioRef = Layout['scenario'];
