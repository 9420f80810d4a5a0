import type { Board } from './board';
import { cornerLineOfSight } from './cornerLineOfSight';
import { fullHexLineOfSight } from './fullHexLineOfSight';
import { occludersOf } from './occluders';

/** `corners`: Gloomhaven 1st edition (corner to corner); `fullHex`: Frosthaven, GH 2nd ed., JotL. */
export type SightRule = 'corners' | 'fullHex';

/** Line of sight between hex ids on one board, remembered both ways (it is symmetric). */
export type SightTest = (a: number, b: number) => boolean;

export function lineOfSightOn(board: Board, rule: SightRule): SightTest {
  const occluders = occludersOf(board);
  const known = new Int8Array(board.count * board.count);
  return (a, b) => {
    const key = a < b ? a * board.count + b : b * board.count + a;
    const cached = known[key] ?? 0;
    if (cached !== 0) return cached === 1;
    // Callers look from the enemy's hex to the monster's hex; the answer is kept for both ways.
    const sees = rule === 'corners' ? cornerLineOfSight(board, occluders, a, b) : fullHexLineOfSight(board, occluders, a, b);
    known[key] = sees ? 1 : -1;
    return sees;
  };
}
