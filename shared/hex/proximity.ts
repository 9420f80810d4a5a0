import type { Board } from './board';

/** Distance for a hex that cannot be reached. */
export const UNREACHABLE = 1 << 28;

/**
 * Range and proximity counted around walls: hexes from `start` stepping only through hexes of the
 * board that are not wall hexes and never across a thin wall (Gloomhaven rulebook, "Range": range is
 * counted around walls, not through them; monster focus counts proximity the same way).
 * With a `limit`, hexes farther than it are left unreachable (enough to test a range, and cheaper).
 */
export function proximityFrom(board: Board, start: number, limit = UNREACHABLE): Int32Array {
  const distances = new Int32Array(board.count).fill(UNREACHABLE);
  const queue = new Int32Array(board.count);
  let head = 0;
  let tail = 0;
  distances[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const current = queue[head++] ?? 0;
    const next = (distances[current] ?? 0) + 1;
    if (next > limit) continue;
    for (let edge = 0; edge < 6; edge++) {
      const across = board.neighbour[current * 6 + edge] ?? -1;
      if (across < 0 || board.isWall[across] === 1 || board.thinWall[current * 6 + edge] === 1) continue;
      if (next < (distances[across] ?? 0)) {
        distances[across] = next;
        queue[tail++] = across;
      }
    }
  }
  return distances;
}
