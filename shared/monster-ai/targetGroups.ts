import type { AttackProfile } from './attackProfile';
import { isAdjacent, type Placement } from './attackPlacements';
import { forEachCombination } from './combinations';
import { compare } from './focus';
import type { Situation } from './situation';
import type { Travel } from './travel';

/** Shared inputs of the search for one focus. */
export interface FocusSearch {
  situation: Situation;
  attack: AttackProfile;
  travel: Travel;
  focus: number;
  /** Enemies a single-target attack from a hex can hit, among those the monster heeds. */
  targetableAt(at: number): number[];
  /** The ways to aim from a hex at the enemies the monster heeds. */
  placementsAt(at: number): Placement[];
  ranks: Map<number, number>;
  rankCount: number;
  /** Per placement, the other enemies in range and sight, best extra target first (per turn). */
  sortedExtras: WeakMap<Placement, number[]>;
}

/** The best kind of attack for a focus, and every target group that achieves it. */
export interface TargetGroups {
  /** The minimised score (see `bestTargetGroups`). */
  score: number[];
  canReach: boolean;
  hasFocusDisadvantage: boolean;
  targetCount: number;
  /** Each best group as sorted enemy hexes. */
  groups: number[][];
}

/** 1 when attacking `enemy` from `at` has disadvantage the monster cares about. */
export function disadvantageOf(search: FocusSearch, at: number, enemy: number): number {
  return search.attack.fearsDisadvantage && isAdjacent(search.situation, at, enemy) ? 1 : 0;
}

/**
 * The best choices of extra targets for one placement, which must include the focus: the targets
 * already forced, and `pick` more from `pool`, all equally good. Extra targets are ranked by focus
 * order (GH, JotL) or by not having disadvantage (FH); exactly one of the two is part of the group
 * score in each rule set, so taking the best-ranked ones is optimal.
 */
function bestExtras(search: FocusSearch, at: number, placement: Placement, targetable: readonly number[]) {
  const { focus } = search;
  const ranked = search.situation.rules.avoidsFocusDisadvantageFirst;
  const keyOf = (id: number): number => (ranked ? (search.ranks.get(id) ?? 0) : disadvantageOf(search, at, id));
  // The other enemies available, best first; the same for every focus, so kept with the placement.
  let sorted = search.sortedExtras.get(placement);
  if (!sorted) {
    sorted = targetable.filter((id) => !placement.areaTargets.includes(id)).sort((a, b) => keyOf(a) - keyOf(b));
    search.sortedExtras.set(placement, sorted);
  }
  let size = Math.min(placement.extra, sorted.length);
  const forced = [...placement.areaTargets];
  let rest = sorted;
  if (!forced.includes(focus)) {
    if (size < 1 || !sorted.includes(focus)) return null;
    forced.push(focus);
    rest = sorted.filter((id) => id !== focus);
    size -= 1;
  }
  if (size === 0) return { forced, pool: [] as number[], pick: 0, keyOf };
  const boundary = keyOf(rest[size - 1] ?? 0);
  const better = rest.filter((id) => keyOf(id) < boundary);
  const pool = rest.filter((id) => keyOf(id) === boundary);
  return { forced: [...forced, ...better], pool, pick: size - better.length, keyOf };
}

/**
 * Where to attack from, first pass: the best group of targets that includes the focus
 * (Gloomhaven rulebook, "Monster Movement"). Priorities, lowest first:
 * - negative hexes on the way, then whether the hex can be reached this turn;
 * - GH and JotL: not having disadvantage against the focus, then the most targets;
 *   FH: the most targets, then the fewest targets with disadvantage (Frosthaven rulebook,
 *   "Monster Movement": maximise targets, then avoid disadvantage);
 * - the shortest move, then extra targets in focus order (GH, JotL).
 */
export function bestTargetGroups(search: FocusSearch): TargetGroups {
  const { situation, travel, focus, rankCount } = search;
  const ranked = situation.rules.avoidsFocusDisadvantageFirst;
  let best: number[] = [Infinity];
  let groups = new Map<string, number[]>();
  for (let at = 0; at < situation.board.count; at++) {
    if (situation.terrain.canEnd[at] !== 1) continue;
    const negatives = travel.negatives[at] ?? 0;
    const distance = travel.distance[at] ?? 0;
    if (negatives >= 1 << 27) continue;
    const canReach = distance <= situation.move ? 1 : 0;
    if (negatives > (best[0] ?? 0) || (negatives === best[0] && canReach === 0 && best[1] === -1)) continue;
    const focusDisadvantage = disadvantageOf(search, at, focus);
    const targetable = search.targetableAt(at);
    for (const placement of search.placementsAt(at)) {
      const extras = bestExtras(search, at, placement, targetable);
      if (!extras) continue;
      const { forced, pool, pick, keyOf } = extras;
      const count = forced.length + pick;
      const byRank = new Array<number>(rankCount).fill(0);
      let disadvantaged = 0;
      for (const id of forced) {
        const rank = search.ranks.get(id) ?? 0;
        byRank[rank] = (byRank[rank] ?? 0) - 1;
        disadvantaged += disadvantageOf(search, at, id);
      }
      if (pick > 0) {
        const poolKey = keyOf(pool[0] ?? 0);
        if (ranked) byRank[poolKey] = (byRank[poolKey] ?? 0) - pick;
        else disadvantaged += poolKey * pick;
      }
      const score = ranked
        ? [negatives, -canReach, focusDisadvantage, -count, distance, ...byRank]
        : [negatives, -canReach, -count, disadvantaged, distance, ...byRank];
      const order = best.length === 1 ? -1 : compare(score, best);
      if (order > 0) continue;
      if (order < 0) {
        best = score;
        groups = new Map();
      }
      forEachCombination(pool, pick, (chosen) => {
        const group = [...forced, ...chosen].sort((a, b) => a - b);
        groups.set(group.join(','), group);
      });
    }
  }
  const countAt = ranked ? 3 : 2;
  return {
    score: best,
    canReach: best[1] === -1,
    hasFocusDisadvantage: ranked && best[2] === 1,
    targetCount: -(best[countAt] ?? 0),
    groups: [...groups.values()],
  };
}
