import { attackProfileOf } from './attackProfile';
import type { ParsedQuery } from './query';

/**
 * Each list of a query is bounded by its schema, but not their product: a board of 4,900 hexes with
 * 200 figures and a ranged area of 100 hexes stays inside every list's bound and still asks for
 * hundreds of billions of steps (issue 26). These bound the work a query implies, far above any
 * printed scenario (a few hundred hexes, a handful of enemies, areas of up to about 7 hexes):
 * - placements: each hex the monster could attack from, times each enemy, times each way a ranged
 *   area can be laid over that enemy (`attackPlacements.ts`). A real board needs tens of thousands;
 *   the bound is a few seconds of searching on a slow machine, and the host's time budget
 *   (main/monster-ai/solver-pool.ts) stops whatever this estimate misses;
 * - target groups: the ways to pick the extra targets among the other enemies
 *   (`targetGroups.ts` lists every equally good group).
 */
export const MAX_PLACEMENT_STEPS = 8_000_000;
export const MAX_TARGET_GROUPS = 200_000;

export interface QueryWork {
  hexes: number;
  /** Figures of the other team than the active one: whom it may focus on and attack. */
  enemies: number;
  /** Hexes of the attack's area, 0 without one. */
  areaCells: number;
  placementSteps: number;
  targetGroups: number;
}

/** How much searching a parsed query implies, by the measures above. */
export function workOf(query: ParsedQuery): QueryWork {
  const active = query.figures.find((figure) => figure.id === query.active);
  const enemies = query.figures.filter((figure) => figure.team !== active?.team && !figure.invisible).length;
  const hexes = query.map.hexes.length;
  const attack = attackProfileOf(query.ability);
  // A ranged area can be laid over each enemy in each of its distinct orientations and pins.
  const layouts = attack.area && !attack.area.isMelee ? attack.area.patterns.length : 1;
  const extraTargets = Math.max(0, attack.extraTargets);
  return {
    hexes,
    enemies,
    areaCells: query.ability.attack?.aoe?.cells.length ?? 0,
    placementSteps: hexes * Math.max(1, enemies) * layouts,
    targetGroups: binomial(Math.max(0, enemies - 1), extraTargets),
  };
}

/** n choose k, capped just above MAX_TARGET_GROUPS (only the comparison with it matters). */
function binomial(n: number, k: number): number {
  if (k > n) return 1;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) {
    result = (result * (n - i + 1)) / i;
    if (result > MAX_TARGET_GROUPS) return MAX_TARGET_GROUPS + 1;
  }
  return Math.round(result);
}
