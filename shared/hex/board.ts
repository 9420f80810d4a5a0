import { DIRECTIONS, oppositeEdge } from './directions';
import { edgeBetween } from './neighbours';
import type { Hex } from './types';

/**
 * A board indexed for fast searches: every hex gets an integer id (its place in `hexes`), and the
 * per-hex facts live in typed arrays indexed by id (`id * 6 + edge` for edges).
 */
export interface Board {
  count: number;
  q: Int32Array;
  r: Int32Array;
  /** The id across each edge, or -1 off the board. */
  neighbour: Int32Array;
  isWall: Uint8Array;
  /** A thin wall on that edge (recorded on both sides when both hexes are on the board). */
  thinWall: Uint8Array;
  /** The edge blocks sight: a thin wall, or a wall hex on either side. */
  wallEdge: Uint8Array;
  idOf(hex: Hex): number;
}

export interface BoardLayout {
  hexes: readonly Hex[];
  walls?: readonly Hex[];
  thinWalls?: readonly (readonly [Hex, Hex])[];
}

function keyOf(q: number, r: number): number {
  return (q + 4096) * 8192 + (r + 4096);
}

export function buildBoard(layout: BoardLayout): Board {
  const count = layout.hexes.length;
  const ids = new Map<number, number>();
  const q = new Int32Array(count);
  const r = new Int32Array(count);
  layout.hexes.forEach((hex, id) => {
    q[id] = hex[0];
    r[id] = hex[1];
    if (!ids.has(keyOf(hex[0], hex[1]))) ids.set(keyOf(hex[0], hex[1]), id);
  });
  const idOf = (hex: Hex): number => ids.get(keyOf(hex[0], hex[1])) ?? -1;

  const neighbour = new Int32Array(count * 6).fill(-1);
  for (let id = 0; id < count; id++) {
    DIRECTIONS.forEach(([dq, dr], edge) => {
      neighbour[id * 6 + edge] = idOf([(q[id] ?? 0) + dq, (r[id] ?? 0) + dr]);
    });
  }

  const isWall = new Uint8Array(count);
  for (const hex of layout.walls ?? []) {
    const id = idOf(hex);
    if (id >= 0) isWall[id] = 1;
  }

  const thinWall = new Uint8Array(count * 6);
  for (const [a, b] of layout.thinWalls ?? []) {
    const edge = edgeBetween(a, b);
    if (edge < 0) continue;
    const idA = idOf(a);
    const idB = idOf(b);
    if (idA >= 0) thinWall[idA * 6 + edge] = 1;
    if (idB >= 0) thinWall[idB * 6 + oppositeEdge(edge)] = 1;
  }

  const wallEdge = new Uint8Array(count * 6);
  for (let id = 0; id < count; id++) {
    for (let edge = 0; edge < 6; edge++) {
      const across = neighbour[id * 6 + edge] ?? -1;
      const hasWallHex = isWall[id] === 1 || (across >= 0 && isWall[across] === 1);
      wallEdge[id * 6 + edge] = thinWall[id * 6 + edge] === 1 || hasWallHex ? 1 : 0;
    }
  }

  return { count, q, r, neighbour, isWall, thinWall, wallEdge, idOf };
}
