import type { AttackProfile } from './attackProfile';
import { forEachPlacement, isAdjacent, targetableFrom, type Placement } from './attackPlacements';
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
  /** The enemies the monster pays attention to: all, or only its focus. */
  heeded: number[];
  ranks: Map<number, number>;
  rankCount: number;
}

/** The best kind of attack for a focus, and every target group that achieves it. */
export interface TargetGroups {
  /** The minimised score (see `scoreOf`). */
  score: number[];
  canReach: boolean;
  hasFocusDisadvantage: boolean;
  targetCount: number;
  /** Sorted enemy hexes of each best group, joined by commas. */
  groups: Set<string>;
}

export function groupKey(targets: readonly number[]): string {
  return [...targets].sort((a, b) => a - b).join(',');
}

/** Calls `visit(targets, disadvantaged)` for every target group the attack from `at` can make. */
export function forEachGroup(
  search: FocusSearch,
  at: number,
  visit: (targets: number[], disadvantaged: number, placement: Placement) => void,
): void {
  const { situation, attack, heeded, focus } = search;
  const targetable = targetableFrom(situation, attack, at, heeded);
  const disadvantaged = (id: number): number => (attack.fearsDisadvantage && isAdjacent(situation, at, id) ? 1 : 0);
  forEachPlacement(situation, attack, at, heeded, targetable, focus, (placement) => {
    const available = [...targetable].filter((id) => !placement.areaTargets.includes(id));
    const size = Math.min(placement.extra, available.length);
    const areaDisadvantage = placement.areaTargets.reduce((sum, id) => sum + disadvantaged(id), 0);
    forEachCombination(available, Math.max(0, size), (chosen) => {
      const targets = [...placement.areaTargets, ...chosen];
      if (!targets.includes(focus)) return;
      const extraDisadvantage = chosen.reduce((sum, id) => sum + disadvantaged(id), 0);
      visit(targets, areaDisadvantage + extraDisadvantage, placement);
    });
  });
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
  const { situation, attack, travel, focus, ranks, rankCount } = search;
  const { rules } = situation;
  let best: number[] = [Infinity, 0, Infinity, Infinity, Infinity];
  let groups = new Set<string>();
  for (let at = 0; at < situation.board.count; at++) {
    if (situation.terrain.canEnd[at] !== 1) continue;
    const negatives = travel.negatives[at] ?? 0;
    const distance = travel.distance[at] ?? 0;
    if (negatives >= 1 << 27) continue;
    const canReach = distance <= situation.move ? 1 : 0;
    if (negatives > (best[0] ?? 0) || (negatives === best[0] && canReach === 0 && best[1] === -1)) continue;
    const focusDisadvantage = attack.fearsDisadvantage && isAdjacent(situation, at, focus) ? 1 : 0;
    forEachGroup(search, at, (targets, disadvantaged) => {
      const ranked = new Array<number>(rankCount).fill(0);
      for (const id of targets) {
        const rank = ranks.get(id) ?? 0;
        ranked[rank] = (ranked[rank] ?? 0) - 1;
      }
      const score = rules.avoidsFocusDisadvantageFirst
        ? [negatives, -canReach, focusDisadvantage, -targets.length, distance, ...ranked]
        : [negatives, -canReach, -targets.length, disadvantaged, distance, ...ranked];
      const order = compare(score, best.length === score.length ? best : padded(best, score.length));
      if (order < 0) {
        best = score;
        groups = new Set([groupKey(targets)]);
      } else if (order === 0) {
        groups.add(groupKey(targets));
      }
    });
  }
  const countAt = rules.avoidsFocusDisadvantageFirst ? 3 : 2;
  return {
    score: best,
    canReach: best[1] === -1,
    hasFocusDisadvantage: rules.avoidsFocusDisadvantageFirst && best[2] === 1,
    targetCount: -(best[countAt] ?? 0),
    groups,
  };
}

function padded(score: number[], length: number): number[] {
  return [...score, ...new Array<number>(Math.max(0, length - score.length)).fill(0)];
}
