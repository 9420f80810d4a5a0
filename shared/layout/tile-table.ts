import { SIDES, type Cell, type Side } from './cell';

/**
 * Every map tile side of Gloomhaven (1st edition) as facts: the hexes it covers and its thin walls,
 * in the tile's own grid (cell.ts). Written for Haven; `tile-table.test.ts` checks each side
 * against the Virtual Gloomhaven Board's masks and gloomhaven.one's blueprints with their thin
 * walls, allowing for rotation and reflection.
 *
 * Rows are written `row:first-last` (several spans where a row has a gap, `3:0-2,4-6`). A thin wall
 * is written `side cell cell…`: it lies on that side of each listed tile hex, where the printed tile
 * draws a wall on its border. Two tiles laid edge to edge touch along such borders; the wall keeps
 * them apart unless a corridor covers it (1st ed. rulebook p. 14, "Corridors": a corridor covers the
 * walls where two tiles meet and makes one room of them).
 */
interface Family {
  rows: string;
  walls?: string;
}

const FAMILIES = {
  A: { rows: '1:0-3 2:0-4', walls: 'W 0,2; E 4,2' },
  B: { rows: '0:0-3 1:0-2 2:0-3 3:0-2', walls: 'W 0,0 0,2; E 3,0 3,2' },
  C: { rows: '0:1-2 1:0-2 2:0-3 3:0-2' },
  D: { rows: '0:1-3 1:0-3 2:0-4 3:0-3 4:1-3' },
  E: { rows: '0:1-4 1:0-4 2:1-4 3:0-4 4:1-4', walls: 'W 0,1 0,3; E 4,1 4,3' },
  F: {
    rows: '0:0-2 1:0-1 2:0-2 3:0-1 4:0-2 5:0-1 6:0-2 7:0-1 8:0-2',
    walls: 'W 0,0 0,2 0,4 0,6 0,8; E 2,0 2,2 2,4 2,6 2,8',
  },
  G: { rows: '0:0-7 1:0-6 2:0-7', walls: 'W 0,0 0,2; E 7,0 7,2' },
  H: { rows: '0:1-6 1:0-6 2:3-4 3:2-4 4:3-4 5:2-4 6:3-4', walls: 'W 0,1 2,3 2,5; E 6,1 4,3 4,5' },
  I: { rows: '0:0-5 1:0-4 2:0-5 3:0-4 4:0-5', walls: 'W 0,0 0,2 0,4; E 5,0 5,2 5,4' },
  /** J1a and J2a. */
  Ja: { rows: '0:6-6 1:5-7 2:5-7 3:4-6 4:0-6 5:0-5 6:0-4', walls: 'W 0,4 0,6; NE 6,0 7,1; SE 5,5 4,6' },
  /** J1b and J2b: J's mirror image, its rows upside down. */
  Jb: { rows: '0:0-4 1:0-5 2:0-6 3:4-6 4:5-7 5:5-7 6:6-6', walls: 'W 0,0 0,2; NE 4,0 5,1; SE 6,6 7,5' },
  /** Scenario 101 splits J1b in two (its Virtual Gloomhaven Board layout): the part on the right… */
  J1ba: { rows: '1:4-5 2:4-6 3:4-6 4:5-7 5:5-5', walls: 'NE 5,1' },
  /** …and the part on the left. */
  J1bb: { rows: '0:0-4 1:0-3 2:0-3', walls: 'W 0,0 0,2; NE 4,0' },
  K: { rows: '0:2-5 1:1-5 2:1-6 3:0-2,4-6 4:0-2,5-7 5:0-1,5-6' },
  L: { rows: '0:0-4 1:0-3 2:0-4 3:0-3 4:0-4 5:0-3 6:0-4', walls: 'W 0,0 0,2 0,4 0,6; E 4,0 4,2 4,4 4,6' },
  M: { rows: '0:1-4 1:0-4 2:0-5 3:0-4 4:0-5 5:0-4 6:1-4', walls: 'W 0,2 0,4; E 5,2 5,4' },
  N: { rows: '0:0-7 1:0-6 2:0-7 3:0-6 4:0-7 5:0-6 6:0-7', walls: 'W 0,0 0,2 0,4 0,6; E 7,0 7,2 7,4 7,6' },
  /**
   * Not a map tile: one hex of floor that is a room of its own between two doors (the Virtual
   * Gloomhaven Board's "empty" tile, scenario 82).
   */
  single: { rows: '0:0-0' },
} as const satisfies Record<string, Family>;

type FamilyName = keyof typeof FAMILIES;

/** Each tile side and the family whose shape it has (A1a … N1b, J1b's two pieces, and the lone hex). */
const SIDE_FAMILIES = {
  A1a: 'A',
  A1b: 'A',
  A2a: 'A',
  A2b: 'A',
  A3a: 'A',
  A3b: 'A',
  A4a: 'A',
  A4b: 'A',
  B1a: 'B',
  B1b: 'B',
  B2a: 'B',
  B2b: 'B',
  B3a: 'B',
  B3b: 'B',
  B4a: 'B',
  B4b: 'B',
  C1a: 'C',
  C1b: 'C',
  C2a: 'C',
  C2b: 'C',
  D1a: 'D',
  D1b: 'D',
  D2a: 'D',
  D2b: 'D',
  E1a: 'E',
  E1b: 'E',
  F1a: 'F',
  F1b: 'F',
  G1a: 'G',
  G1b: 'G',
  G2a: 'G',
  G2b: 'G',
  H1a: 'H',
  H1b: 'H',
  H2a: 'H',
  H2b: 'H',
  H3a: 'H',
  H3b: 'H',
  I1a: 'I',
  I1b: 'I',
  I2a: 'I',
  I2b: 'I',
  J1a: 'Ja',
  J1b: 'Jb',
  J1ba: 'J1ba',
  J1bb: 'J1bb',
  J2a: 'Ja',
  J2b: 'Jb',
  K1a: 'K',
  K1b: 'K',
  K2a: 'K',
  K2b: 'K',
  L1a: 'L',
  L1b: 'L',
  L2a: 'L',
  L2b: 'L',
  L3a: 'L',
  L3b: 'L',
  M1a: 'M',
  M1b: 'M',
  N1a: 'N',
  N1b: 'N',
  single: 'single',
} as const satisfies Record<string, FamilyName>;

export type TileName = keyof typeof SIDE_FAMILIES;
export const TILE_NAMES = Object.keys(SIDE_FAMILIES) as TileName[];

/** The name a layout uses for a room of one hex that is on no map tile. */
export const SINGLE_HEX: TileName = 'single';

export interface ThinWall {
  cell: Cell;
  side: Side;
}

export interface TileSide {
  name: TileName;
  /** The shape's family ("L", or "Ja" for J1a and J2a). */
  family: string;
  /** Whether it is a printed map tile (not the lone hex of floor). */
  isMapTile: boolean;
  cells: readonly Cell[];
  thinWalls: readonly ThinWall[];
}

function cellsOf(rows: string): Cell[] {
  return rows.split(' ').flatMap((row) => {
    const [y = '', spans = ''] = row.split(':');
    return spans.split(',').flatMap((span) => {
      const [first = 0, last = first] = span.split('-').map(Number);
      return Array.from({ length: last - first + 1 }, (_, i): Cell => [first + i, Number(y)]);
    });
  });
}

function wallsOf(walls: string | undefined): ThinWall[] {
  if (walls === undefined) return [];
  return walls.split('; ').flatMap((group) => {
    const [side, ...cells] = group.split(' ');
    if (side === undefined || !(side in SIDES)) throw new Error(`tile table: unknown side "${String(side)}"`);
    return cells.map((text): ThinWall => {
      const [x = 0, y = 0] = text.split(',').map(Number);
      return { cell: [x, y], side: side as Side };
    });
  });
}

const TILE_SIDES: ReadonlyMap<string, TileSide> = new Map(
  TILE_NAMES.map((name) => {
    const family = SIDE_FAMILIES[name];
    const facts: Family = FAMILIES[family];
    return [name, { name, family, isMapTile: name !== SINGLE_HEX, cells: cellsOf(facts.rows), thinWalls: wallsOf(facts.walls) }];
  }),
);

/** The tile side of that name, or undefined for a name that is none. */
export function tileSide(name: string): TileSide | undefined {
  return TILE_SIDES.get(name);
}

export function isTileName(name: string): name is TileName {
  return TILE_SIDES.has(name);
}
