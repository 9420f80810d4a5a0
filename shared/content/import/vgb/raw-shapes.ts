import { z } from 'zod';
import { DOOR_KINDS } from '../../../layout';

/**
 * The Virtual Gloomhaven Board's scenario files (`assets/data/scenarios/{N}.json`, `…/solo/{N}.json`;
 * ../shared/peer/vgb-data/SOURCE.md describes them): a tree of map tiles joined by doors, each with
 * its overlays and monsters in the tile's own grid. Only what Haven reads is named; every size is
 * bounded, and the tree's depth is checked before it is parsed (`treeDepth`).
 */
const coordinate = z.number().int().min(-1000).max(1000);
const level = z.enum(['none', 'normal', 'elite']);

const overlayShape = z.object({
  ref: z.object({
    type: z.string().min(1).max(40),
    subType: z.string().max(40).optional(),
    /** A chest's treasure: its number ("07"), or "goal". */
    id: z.string().max(20).optional(),
  }),
  cells: z
    .array(z.tuple([coordinate, coordinate]))
    .min(1)
    .max(3),
});

const monsterShape = z.object({
  monster: z.string().min(1).max(80),
  initialX: coordinate,
  initialY: coordinate,
  twoPlayer: level,
  threePlayer: level,
  fourPlayer: level,
});

export interface VgbTile {
  ref: string;
  turns: number;
  doors: VgbDoor[];
  overlays: Array<z.infer<typeof overlayShape>>;
  monsters: Array<z.infer<typeof monsterShape>>;
}

export interface VgbDoor {
  subType: (typeof DOOR_KINDS)[number] | 'corridor';
  direction?: string | undefined;
  size?: number | undefined;
  room1X: number;
  room1Y: number;
  room2X: number;
  room2Y: number;
  mapTileData: VgbTile;
}

const tileShape: z.ZodType<VgbTile> = z.lazy(() =>
  z.object({
    ref: z.string().min(1).max(12),
    turns: z.number().int().min(-60).max(60),
    doors: z.array(doorShape).max(40),
    overlays: z.array(overlayShape).max(200),
    monsters: z.array(monsterShape).max(100),
  }),
);

const doorShape: z.ZodType<VgbDoor> = z.lazy(() =>
  z.object({
    subType: z.enum([...DOOR_KINDS, 'corridor']),
    direction: z.string().max(40).optional(),
    size: z.number().int().min(1).max(2).optional(),
    room1X: coordinate,
    room1Y: coordinate,
    room2X: coordinate,
    room2Y: coordinate,
    mapTileData: tileShape,
  }),
);

export const vgbScenarioShape = z.object({
  id: z.number().int().min(0).max(999),
  title: z.string().min(1).max(120),
  mapTileData: tileShape,
});
export type VgbScenario = z.infer<typeof vgbScenarioShape>;

/** Deepest door tree read: the real layouts go six tiles deep. */
export const MAX_TREE_DEPTH = 24;

/** How deep a file's tree of tiles goes, counted without recursion (a hostile file may nest deep). */
export function treeDepth(raw: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[(raw as { mapTileData?: unknown } | null)?.mapTileData, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() ?? [null, 0];
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (depth > MAX_TREE_DEPTH) return depth;
    const doors = (node as { doors?: unknown }).doors;
    if (Array.isArray(doors))
      for (const door of doors.slice(0, 100)) stack.push([(door as { mapTileData?: unknown } | null)?.mapTileData, depth + 1]);
  }
  return deepest;
}

/** Whether parsed JSON looks like one of its scenario files (the detector's test). */
export function isVgbScenario(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'mapTileData' in json && 'title' in json;
}
