import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeWithPeerData, peerPath } from '../../tests/support/peer';
import type { Hex } from '../hex/types';
import { across, cellToHex, type Cell } from './cell';
import { SINGLE_HEX, TILE_NAMES, tileSide } from './tile-table';

/** The twelve turns and mirror images of the hex grid, as functions of axial hexes. */
const turn = ([q, r]: Hex): Hex => [-r, q + r];
const mirror = ([q, r]: Hex): Hex => [r, q];
const SYMMETRIES: Array<(hex: Hex) => Hex> = [false, true].flatMap((isMirrored) =>
  [0, 1, 2, 3, 4, 5].map((turns) => (hex: Hex) => {
    let out = isMirrored ? mirror(hex) : hex;
    for (let i = 0; i < turns; i++) out = turn(out);
    return out;
  }),
);

const key = (hex: Hex) => `${hex[0]},${hex[1]}`;
const edgeKey = (a: Hex, b: Hex) => [key(a), key(b)].sort().join('|');

/** A shape moved so that its smallest q and r are 0, as a sorted list of keys, with the move. */
function normalised(hexes: readonly Hex[]): { keys: string[]; shift: Hex } {
  const shift: Hex = [Math.min(...hexes.map((h) => h[0])), Math.min(...hexes.map((h) => h[1]))];
  return { keys: hexes.map((h) => key([h[0] - shift[0], h[1] - shift[1]])).sort(), shift };
}

interface Shape {
  hexes: Hex[];
  walls: Array<[Hex, Hex]>;
}

/** Haven's table for one side, as axial hexes and thin walls (each the tile hex and the hex across it). */
function havenShape(name: string): Shape {
  const side = tileSide(name);
  if (!side) throw new Error(`no tile ${name}`);
  return {
    hexes: side.cells.map(cellToHex),
    walls: side.thinWalls.map((wall) => [cellToHex(wall.cell), across(cellToHex(wall.cell), wall.side)]),
  };
}

/** Whether some turn or mirror image of `ours` is `theirs`, thin walls included. */
function sameShape(ours: Shape, theirs: Shape): boolean {
  const target = normalised(theirs.hexes);
  const theirWalls = theirs.walls
    .map(([a, b]) => edgeKey([a[0] - target.shift[0], a[1] - target.shift[1]], [b[0] - target.shift[0], b[1] - target.shift[1]]))
    .sort();
  return SYMMETRIES.some((symmetry) => {
    const moved = normalised(ours.hexes.map(symmetry));
    if (moved.keys.join(' ') !== target.keys.join(' ')) return false;
    const shifted = (hex: Hex): Hex => {
      const [q, r] = symmetry(hex);
      return [q - moved.shift[0], r - moved.shift[1]];
    };
    const ourWalls = ours.walls.map(([a, b]) => edgeKey(shifted(a), shifted(b))).sort();
    return ourWalls.join(' ') === theirWalls.join(' ');
  });
}

// ── The Virtual Gloomhaven Board's masks: BoardMapTile.elm, `getGridByRef` (rows of True/False). ──

function vgbMasks(): Map<string, Cell[]> {
  const elm = readFileSync(peerPath('vgb-data', 'VirtualGloomhavenBoard', 'Elm', 'src', 'BoardMapTile.elm'), 'utf8');
  const grids = new Map<string, boolean[][]>();
  for (const match of elm.matchAll(/config(\w+) =\s*\[([\s\S]*?)\]\n(?=\n|\s+in\b)/g)) {
    const rows = [...(match[2] ?? '').matchAll(/Array\.fromList \[([^\]]*)\]/g)].map((row) =>
      (row[1] ?? '').split(',').map((cell) => cell.trim() === 'True'),
    );
    grids.set(match[1] ?? '', rows);
  }
  const masks = new Map<string, Cell[]>();
  for (const match of elm.matchAll(/\n\s+(\w+) ->\n\s+(List\.reverse )?config(\w+)/g)) {
    const grid = grids.get(match[3] ?? '') ?? [];
    const rows = match[2] ? [...grid].reverse() : grid;
    masks.set(
      match[1] ?? '',
      rows.flatMap((row, y) => row.flatMap((isOn, x): Cell[] => (isOn ? [[x, y]] : []))),
    );
  }
  return masks;
}

// ── gloomhaven.one's blueprints: board.pieces.js, flat-topped columns (odd ones half a hex down). ──

const fromChar = (c: string) => (c.charCodeAt(0) > 96 ? c.charCodeAt(0) - 96 : c.charCodeAt(0) - 38);
/** A column and row of its grid as axial hexes (the flat-topped lattice, q = column). */
const columnRowToHex = (x: number, y: number): Hex => [x, y - (x - (x & 1)) / 2];

function blueprintHexes(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let x = 1;
  let previousLast = 0;
  for (let i = 0; i < text.length;) {
    const digits = /^\d+/.exec(text.slice(i));
    if (digits) {
      x = Number(digits[0]);
      i += digits[0].length;
      previousLast = 0;
      continue;
    }
    const first = fromChar(text[i] ?? 'a');
    const last = fromChar(text[i + 1] ?? 'a');
    if (first <= previousLast) x += 1;
    previousLast = last;
    for (let y = first; y <= last; y++) out.push([x - 1, y - 1]);
    i += 2;
  }
  return out;
}

/** Its thin walls: column, row, and the side (0 lower right, then clockwise: down, lower left…). */
function blueprintWalls(text: string): Array<[Hex, Hex]> {
  const out: Array<[Hex, Hex]> = [];
  let x = 0;
  for (let i = 0; i < text.length;) {
    const digits = /^\d+/.exec(text.slice(i));
    if (digits) {
      x = Number(digits[0]);
      i += digits[0].length;
      continue;
    }
    const y = fromChar(text[i] ?? 'a');
    i += 1;
    let side = 1;
    if (i < text.length && !/\d/.test(text[i] ?? '')) {
      side = fromChar(text[i] ?? 'a') - 1;
      i += 1;
    }
    const [cx, cy] = [x - 1, y - 1];
    const odd = cx & 1;
    const steps: Array<[number, number]> = [
      [cx + 1, cy + odd],
      [cx, cy + 1],
      [cx - 1, cy + odd],
      [cx - 1, cy - 1 + odd],
      [cx, cy - 1],
      [cx + 1, cy - 1 + odd],
    ];
    const [nx, ny] = steps[side] ?? [cx, cy];
    out.push([columnRowToHex(cx, cy), columnRowToHex(nx, ny)]);
  }
  return out;
}

function gloomhavenOneShapes(): Map<string, Shape> {
  const text = readFileSync(peerPath('gloomhaven-one', 'src', 'board', 'board.pieces.js'), 'utf8');
  const shapes = new Map<string, Shape>();
  for (const match of text.matchAll(/const blueprint_(\w+) = '([^']*)'/g)) {
    const [hexText = '', wallText = ''] = (match[2] ?? '').split('.');
    shapes.set(match[1] ?? '', {
      hexes: blueprintHexes(hexText).map(([x, y]) => columnRowToHex(x, y)),
      walls: blueprintWalls(wallText),
    });
  }
  return shapes;
}

/** gloomhaven.one draws J1a and J2a with blueprint "Ja", J1b and J2b with "Jb", the rest by letter. */
const blueprintOf = (name: string) => (/^J\d[ab]$/.test(name) ? `J${name.slice(-1)}` : name.slice(0, 1));

describe('the tile table', () => {
  it('has every side of the fourteen tile shapes, each covering its printed number of hexes', () => {
    const sizes: Record<string, number> = {
      A: 9,
      B: 14,
      C: 12,
      D: 19,
      E: 22,
      F: 23,
      G: 23,
      H: 25,
      I: 28,
      J: 28,
      K: 31,
      L: 32,
      M: 35,
      N: 53,
    };
    const mapTiles = TILE_NAMES.filter((name) => name !== SINGLE_HEX && !/^J1b[ab]$/.test(name));
    expect(mapTiles).toHaveLength(60);
    for (const name of mapTiles) expect([name, tileSide(name)?.cells.length]).toEqual([name, sizes[name[0] ?? '']]);
    // Scenario 101's two parts of J1b lie on J1b and leave three of its hexes to neither.
    const j1b = new Set(tileSide('J1b')?.cells.map(key));
    const parts = [...(tileSide('J1ba')?.cells ?? []), ...(tileSide('J1bb')?.cells ?? [])].map(key);
    expect(parts.filter((cell) => !j1b.has(cell))).toEqual([]);
    expect(parts).toHaveLength(25);
  });

  it('knows no tile by a name that is none', () => {
    expect(tileSide('Z9z')).toBeUndefined();
    expect(tileSide('l1a')).toBeUndefined();
  });
});

describeWithPeerData('the tile table against the peers', () => {
  it("matches the Virtual Gloomhaven Board's mask of every side, hex for hex in the tile's own grid", () => {
    const masks = vgbMasks();
    const names = TILE_NAMES.filter((name) => name !== SINGLE_HEX);
    expect(names.map((name) => name.toLowerCase()).sort()).toEqual(
      [...masks.keys()]
        .map((ref) => ref.toLowerCase())
        .filter((ref) => ref !== 'empty')
        .sort(),
    );
    for (const name of names) {
      const theirs = (masks.get(name) ?? []).map(key).sort();
      expect([name, (tileSide(name)?.cells ?? []).map(key).sort()]).toEqual([name, theirs]);
    }
    // Shape for shape also up to turns and mirror images (the check gloomhaven.one gets below).
    expect(sameShape({ hexes: havenShape('L1a').hexes, walls: [] }, { hexes: (masks.get('L1a') ?? []).map(cellToHex), walls: [] })).toBe(
      true,
    );
  });

  it("matches gloomhaven.one's blueprint of every side with its thin walls, up to turns and mirror images", () => {
    const blueprints = gloomhavenOneShapes();
    expect(blueprints.size).toBe(15);
    const names = TILE_NAMES.filter((name) => name !== SINGLE_HEX && !/^J1b[ab]$/.test(name));
    for (const name of names) {
      const theirs = blueprints.get(blueprintOf(name));
      expect([name, theirs !== undefined && sameShape(havenShape(name), theirs)]).toEqual([name, true]);
    }
  });

  it('fails a side whose thin walls are wrong', () => {
    const blueprints = gloomhavenOneShapes();
    const l1a = havenShape('L1a');
    const theirs = blueprints.get('L');
    if (!theirs) throw new Error('no L blueprint');
    expect(sameShape(l1a, theirs)).toBe(true);
    expect(sameShape({ ...l1a, walls: l1a.walls.slice(1) }, theirs)).toBe(false);
    // The same number of walls a row lower (on the short rows' ends) is another tile.
    const lower = l1a.walls.map(([a, b]): [Hex, Hex] => [
      [a[0], a[1] + 1],
      [b[0], b[1] + 1],
    ]);
    expect(sameShape({ ...l1a, walls: lower.slice(0, -1) }, theirs)).toBe(false);
    expect(sameShape(havenShape('M1a'), theirs)).toBe(false);
  });
});
