import type { AttackProfile } from './attackProfile';
import type { Situation } from './situation';

/** One way to aim the attack from a hex: the area's targets, plus how many single targets to add. */
export interface Placement {
  /** Enemies the area hits (empty without an area). */
  areaTargets: number[];
  /** Hexes the area covers. */
  areaHexes: number[];
  /** How many more targets to pick among the enemies in range and sight. */
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

/**
 * Every way to aim the attack from hex `at` at the `heeded` enemies. Without an area, one placement
 * (the focus must be in range and sight). A melee area is tried in its 12 orientations around the
 * monster; a ranged area over each heeded enemy in each orientation, when one of its hexes is in
 * range (rulebook, "Area of Effect": only one hex of a ranged area needs to be in range). An area
 * hits the enemies under it that the monster can see.
 */
export function forEachPlacement(
  situation: Situation,
  attack: AttackProfile,
  at: number,
  heeded: readonly number[],
  targetable: ReadonlySet<number>,
  focus: number,
  visit: (placement: Placement) => void,
): void {
  const { board } = situation;
  const area = attack.area;
  if (!area) {
    if (targetable.has(focus)) visit({ areaTargets: [], areaHexes: [], extra: 1 + Math.max(0, attack.extraTargets) });
    return;
  }
  const isHeeded = (id: number): boolean => heeded.includes(id);
  const aim = (originQ: number, originR: number, pattern: readonly (readonly [number, number])[], needsRange: boolean): void => {
    const areaHexes: number[] = [];
    const areaTargets: number[] = [];
    let isInRange = !needsRange;
    const fromHere = needsRange ? situation.proximity(at) : null;
    for (const [dq, dr] of pattern) {
      const hex = board.idOf([originQ + dq, originR + dr]);
      if (hex < 0) continue;
      areaHexes.push(hex);
      if (fromHere && (fromHere[hex] ?? 0) <= attack.range) isInRange = true;
      if (isHeeded(hex) && situation.sees(hex, at)) areaTargets.push(hex);
    }
    if (isInRange && areaTargets.length > 0) visit({ areaTargets, areaHexes, extra: attack.extraTargets });
  };
  if (area.isMelee) {
    for (const pattern of area.patterns) aim(board.q[at] ?? 0, board.r[at] ?? 0, pattern, false);
  } else {
    for (const enemy of heeded) {
      for (const pattern of area.patterns) aim(board.q[enemy] ?? 0, board.r[enemy] ?? 0, pattern, true);
    }
  }
}

/** The enemies a single-target attack from `at` can hit: in range around walls and in sight. */
export function targetableFrom(situation: Situation, attack: AttackProfile, at: number, heeded: readonly number[]): Set<number> {
  const fromHere = situation.proximity(at);
  return new Set(heeded.filter((enemy) => (fromHere[enemy] ?? 0) <= attack.range && situation.sees(enemy, at)));
}
