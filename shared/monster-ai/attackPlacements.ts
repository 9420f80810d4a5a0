import type { AttackProfile } from './attackProfile';
import type { Situation } from './situation';

/** One way to aim the attack from a hex: the area's targets, plus how many single targets to add. */
export interface Placement {
  /** Enemies the area hits (empty without an area). */
  areaTargets: number[];
  /** Hexes the area covers. */
  areaHexes: number[];
  /** How many more targets to pick among the other enemies in range and sight. */
  extra: number;
}

/** Whether `a` and `b` are adjacent: neighbours with no thin wall between them. */
export function isAdjacent(situation: Situation, a: number, b: number): boolean {
  const { board } = situation;
  for (let edge = 0; edge < 6; edge++) {
    if (board.neighbour[a * 6 + edge] === b) return board.thinWall[a * 6 + edge] !== 1;
  }
  return false;
}

/** The ways to aim an attack, worked out once per turn. */
export interface Aiming {
  /**
   * Every distinct way to aim from `at` at the enemies marked in `heeded`. Without an area: one
   * placement. A melee area is tried in its 12 orientations around the monster; a ranged area in
   * every orientation over a heeded enemy, when one of its hexes is in range (rulebook, "Area of
   * Effect": only one hex of a ranged area needs to be in range). An area hits the heeded enemies
   * under it that the monster can see. Placements hitting the same enemies are given once.
   */
  placementsAt(at: number, heeded: Uint8Array): Placement[];
}

function hexesOf(situation: Situation, originQ: number, originR: number, pattern: readonly (readonly [number, number])[]): number[] {
  const hexes: number[] = [];
  for (const [dq, dr] of pattern) {
    const hex = situation.board.idOf([originQ + dq, originR + dr]);
    if (hex >= 0) hexes.push(hex);
  }
  return hexes;
}

export function aimingFor(situation: Situation, attack: AttackProfile): Aiming {
  const { board } = situation;
  const area = attack.area;
  if (!area) {
    // A new object per call: callers keep facts about a placement of one hex beside it.
    return { placementsAt: () => [{ areaTargets: [], areaHexes: [], extra: 1 + Math.max(0, attack.extraTargets) }] };
  }
  const isEnemy = new Uint8Array(board.count);
  for (const enemy of situation.enemies) isEnemy[enemy] = 1;
  const layout = (hexes: number[]): Layout => ({ hexes, covers: hexes.filter((h) => isEnemy[h] === 1) });
  // Ranged: every distinct placement over an enemy.
  const ranged: Layout[] = [];
  if (!area.isMelee) {
    const seen = new Set<string>();
    for (const enemy of situation.enemies) {
      for (const pattern of area.patterns) {
        const hexes = hexesOf(situation, board.q[enemy] ?? 0, board.r[enemy] ?? 0, pattern);
        const key = [...hexes].sort((a, b) => a - b).join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        ranged.push(layout(hexes));
      }
    }
  }
  const melee: (Layout[] | undefined)[] = [];
  const meleeAt = (at: number): Layout[] => {
    let found = melee[at];
    if (!found) {
      found = area.patterns.map((pattern) => layout(hexesOf(situation, board.q[at] ?? 0, board.r[at] ?? 0, pattern)));
      melee[at] = found;
    }
    return found;
  };
  return {
    placementsAt(at, heeded) {
      const byTargets = new Map<string, Placement>();
      // Range is symmetric, so it is counted from the area's hexes, whose counts are shared. A wall
      // hex under the area is never in range: range is counted around walls, never into them.
      const inRange = (hex: number): boolean =>
        board.isWall[hex] !== 1 && (situation.proximityWithin(hex, attack.range)[at] ?? 0) <= attack.range;
      for (const { hexes, covers } of area.isMelee ? meleeAt(at) : ranged) {
        if (!covers.some((e) => heeded[e] === 1)) continue;
        if (!area.isMelee && !hexes.some(inRange)) continue;
        const areaTargets = covers.filter((e) => heeded[e] === 1 && situation.sees(e, at));
        if (areaTargets.length === 0) continue;
        const key = areaTargets.length === 1 ? String(areaTargets[0]) : [...areaTargets].sort((a, b) => a - b).join(',');
        if (!byTargets.has(key)) byTargets.set(key, { areaTargets, areaHexes: hexes, extra: attack.extraTargets });
      }
      return [...byTargets.values()];
    },
  };
}

/** Hexes of one placement of an area, and the enemies standing in them. */
interface Layout {
  hexes: number[];
  covers: number[];
}

/** The enemies a single-target attack from `at` can hit: in range around walls and in sight. */
export function targetableFrom(situation: Situation, attack: AttackProfile, at: number, heeded: readonly number[]): number[] {
  // Range counted around walls is symmetric, so it is counted once from each enemy.
  return heeded.filter((enemy) => (situation.proximityWithin(enemy, attack.range)[at] ?? 0) <= attack.range && situation.sees(enemy, at));
}
