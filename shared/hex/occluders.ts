import type { Board } from './board';
import { cornerPoint } from './corner';

/**
 * What can block a sight line, as segments: each wall hex as its three long diagonals (a line that
 * enters a wall hex crosses one of them) and each thin wall as its edge. A thin wall beside a wall
 * hex adds nothing. Corners of every hex are kept too (`corners[id * 12 + corner * 2]`).
 *
 * The board's outer edge does not block sight: a line may run along it (Monster Mover test scenario
 * mm-037 under GH rules needs that). Only wall hexes and thin walls do, including a thin wall drawn
 * on the border (mm-054, mm-144).
 */
export interface Occluders {
  /** x0, y0, x1, y1 per segment. */
  segments: Float64Array;
  /** Board column and row of the hex that owns each segment, to skip far segments quickly. */
  column: Int32Array;
  row: Int32Array;
  count: number;
  corners: Float64Array;
}

export function rowOf(q: number, r: number): number {
  return r + Math.floor(q / 2);
}

export function occludersOf(board: Board): Occluders {
  const corners = new Float64Array(board.count * 12);
  const list: number[] = [];
  const owners: number[] = [];
  for (let id = 0; id < board.count; id++) {
    const hex = [board.q[id] ?? 0, board.r[id] ?? 0] as const;
    for (let corner = 0; corner < 6; corner++) {
      const [x, y] = cornerPoint(hex, corner);
      corners[id * 12 + corner * 2] = x;
      corners[id * 12 + corner * 2 + 1] = y;
    }
  }
  const corner = (id: number, c: number): [number, number] => [
    corners[id * 12 + (c % 6) * 2] ?? 0,
    corners[id * 12 + (c % 6) * 2 + 1] ?? 0,
  ];
  for (let id = 0; id < board.count; id++) {
    if (board.isWall[id] === 1) {
      for (let c = 0; c < 3; c++) {
        list.push(...corner(id, c), ...corner(id, c + 3));
        owners.push(id);
      }
    }
    // A thin wall on the border has no hex beyond it to own it.
    for (let edge = 3; edge < 6; edge++) {
      if ((board.neighbour[id * 6 + edge] ?? -1) < 0 && board.thinWall[id * 6 + edge] === 1) {
        list.push(...corner(id, edge), ...corner(id, edge + 1));
        owners.push(id);
      }
    }
    // Edges 0-2 belong to this hex; edges 3-5 are the neighbours' edges 0-2.
    for (let edge = 0; edge < 3; edge++) {
      const across = board.neighbour[id * 6 + edge] ?? -1;
      const besideWallHex = board.isWall[id] === 1 || (across >= 0 && board.isWall[across] === 1);
      if (board.thinWall[id * 6 + edge] === 1 && !besideWallHex) {
        list.push(...corner(id, edge), ...corner(id, edge + 1));
        owners.push(id);
      }
    }
  }
  return {
    segments: Float64Array.from(list),
    column: Int32Array.from(owners.map((id) => board.q[id] ?? 0)),
    row: Int32Array.from(owners.map((id) => rowOf(board.q[id] ?? 0, board.r[id] ?? 0))),
    count: owners.length,
    corners,
  };
}

/**
 * The segments that can lie between hexes `a` and `b`: those owned by hexes within one column and
 * one row of the rectangle the two hexes span.
 */
export function occludersBetween(board: Board, occluders: Occluders, a: number, b: number): number[] {
  const qa = board.q[a] ?? 0;
  const qb = board.q[b] ?? 0;
  const ra = rowOf(qa, board.r[a] ?? 0);
  const rb = rowOf(qb, board.r[b] ?? 0);
  const minColumn = Math.min(qa, qb) - 1;
  const maxColumn = Math.max(qa, qb) + 1;
  const minRow = Math.min(ra, rb) - 1;
  const maxRow = Math.max(ra, rb) + 1;
  const found: number[] = [];
  for (let i = 0; i < occluders.count; i++) {
    const column = occluders.column[i] ?? 0;
    const row = occluders.row[i] ?? 0;
    if (column >= minColumn && column <= maxColumn && row >= minRow && row <= maxRow) found.push(i);
  }
  return found;
}
