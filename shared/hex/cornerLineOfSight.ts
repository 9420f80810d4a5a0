import type { Board } from './board';
import { occludersBetween, type Occluders } from './occluders';
import { segmentsTouch } from './segmentsTouch';

/** Whether a wall (thin wall or wall hex edge) meets corner `corner` of hex `id`. */
export function cornerTouchesWall(board: Board, id: number, corner: number): boolean {
  if (board.wallEdge[id * 6 + corner] === 1) return true;
  if (board.wallEdge[id * 6 + ((corner + 5) % 6)] === 1) return true;
  // The third edge at this corner runs between the two neighbours that share it.
  const across = board.neighbour[id * 6 + corner] ?? -1;
  if (across >= 0) return board.wallEdge[across * 6 + ((corner + 4) % 6)] === 1;
  const before = board.neighbour[id * 6 + ((corner + 5) % 6)] ?? -1;
  return before >= 0 && board.wallEdge[before * 6 + ((corner + 1) % 6)] === 1;
}

/**
 * Gloomhaven 1st edition line of sight (rulebook, "Line of Sight"): two hexes see each other when a
 * line from any corner of the one to any corner of the other touches no wall hex and no thin wall.
 * A corner on a wall cannot be used. Two neighbours share corners, so they see each other unless
 * walls close off both shared corners.
 */
export function cornerLineOfSight(board: Board, occluders: Occluders, a: number, b: number): boolean {
  const near = occludersBetween(board, occluders, a, b);
  const { corners, segments } = occluders;
  for (let ca = 0; ca < 6; ca++) {
    if (cornerTouchesWall(board, a, ca)) continue;
    const pa = [corners[a * 12 + ca * 2] ?? 0, corners[a * 12 + ca * 2 + 1] ?? 0] as const;
    for (let cb = 0; cb < 6; cb++) {
      if (cornerTouchesWall(board, b, cb)) continue;
      const pb = [corners[b * 12 + cb * 2] ?? 0, corners[b * 12 + cb * 2 + 1] ?? 0] as const;
      if (pa[0] === pb[0] && pa[1] === pb[1]) return true;
      let isBlocked = false;
      for (const i of near) {
        const s0 = [segments[i * 4] ?? 0, segments[i * 4 + 1] ?? 0] as const;
        const s1 = [segments[i * 4 + 2] ?? 0, segments[i * 4 + 3] ?? 0] as const;
        if (segmentsTouch(pa, pb, s0, s1)) {
          isBlocked = true;
          break;
        }
      }
      if (!isBlocked) return true;
    }
  }
  return false;
}
