import { isAdjacent } from './attackPlacements';
import { compare } from './focus';
import { forEachGroup, groupKey, type FocusSearch, type TargetGroups } from './targetGroups';

/** One hex to attack from, with the targets and area it hits from there. */
export interface AttackHex {
  at: number;
  targets: number[];
  areaHexes: number[];
}

/**
 * Where to attack from, second pass: among the hexes that make one of the best target groups with
 * the same negative hexes, reachability (and, GH/JotL, focus disadvantage), the fewest targets with
 * disadvantage, then the shortest move (Gloomhaven rulebook, "Monster Movement": a ranged monster
 * moves away from adjacent enemies to avoid disadvantage, but no farther than it needs to).
 */
export function bestAttackHexes(search: FocusSearch, chosen: TargetGroups): AttackHex[] {
  const { situation, attack, travel, focus } = search;
  let best = [Infinity, Infinity];
  let found = new Map<string, AttackHex>();
  for (let at = 0; at < situation.board.count; at++) {
    if (situation.terrain.canEnd[at] !== 1) continue;
    if (travel.negatives[at] !== chosen.score[0]) continue;
    const distance = travel.distance[at] ?? 0;
    if ((distance <= situation.move) !== chosen.canReach) continue;
    if (situation.rules.avoidsFocusDisadvantageFirst) {
      const hasDisadvantage = attack.fearsDisadvantage && isAdjacent(situation, at, focus);
      if (hasDisadvantage !== chosen.hasFocusDisadvantage) continue;
    }
    forEachGroup(search, at, (targets, disadvantaged, placement) => {
      if (targets.length !== chosen.targetCount) return;
      const key = groupKey(targets);
      if (!chosen.groups.has(key)) return;
      const score = [disadvantaged, distance];
      const order = compare(score, best);
      if (order > 0) return;
      if (order < 0) {
        best = score;
        found = new Map();
      }
      found.set(`${at}:${key}`, { at, targets: key.split(',').map(Number), areaHexes: placement.areaHexes });
    });
  }
  return [...found.values()];
}
