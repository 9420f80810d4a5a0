import type { AttackProfile } from './attackProfile';
import type { Situation } from './situation';

/**
 * For one enemy: from which hexes an attack could hit it, ignoring line of sight (callers check
 * it). A single-target attack (or one with extra targets besides its area) needs the enemy within
 * range counted around walls; a melee area needs one of its hexes on the enemy; a ranged area
 * needs a placement over the enemy with at least one hex in range.
 */
export function attackReachOf(situation: Situation, attack: AttackProfile, enemy: number): (from: number) => boolean {
  const { board } = situation;
  const toEnemy = situation.proximityWithin(enemy, attack.range);
  const singleTarget = !attack.area || attack.extraTargets > 0;
  const area = attack.area;
  let areaFrom: ((from: number) => boolean) | null = null;
  if (area?.isMelee) {
    // The hexes a melee area around them could cover the enemy from.
    const standing = new Uint8Array(board.count);
    for (const [dq, dr] of area.reach) {
      const from = board.idOf([(board.q[enemy] ?? 0) - dq, (board.r[enemy] ?? 0) - dr]);
      if (from >= 0) standing[from] = 1;
    }
    areaFrom = (from) => standing[from] === 1;
  } else if (area) {
    // The nearest any covering placement's hex is to each hex, counted around walls.
    const nearest = new Int32Array(board.count).fill(1 << 28);
    for (const [dq, dr] of area.reach) {
      const covered = board.idOf([(board.q[enemy] ?? 0) + dq, (board.r[enemy] ?? 0) + dr]);
      if (covered < 0 || board.isWall[covered] === 1) continue; // never in range: see placementsAt
      const around = situation.proximityWithin(covered, attack.range);
      for (let id = 0; id < board.count; id++) nearest[id] = Math.min(nearest[id] ?? 0, around[id] ?? 0);
    }
    areaFrom = (from) => (nearest[from] ?? 0) <= attack.range;
  }
  return (from) => (singleTarget && (toEnemy[from] ?? 0) <= attack.range) || (areaFrom !== null && areaFrom(from));
}
