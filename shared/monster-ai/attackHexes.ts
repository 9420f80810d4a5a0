import { compare } from './focus';
import { disadvantageOf, type FocusSearch, type TargetGroups } from './targetGroups';

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
  const { situation, travel, focus } = search;
  let best = [Infinity, Infinity];
  let found = new Map<string, AttackHex>();
  const isInGroup = new Uint8Array(situation.board.count);
  const isAvailable = new Uint8Array(situation.board.count);
  for (let at = 0; at < situation.board.count; at++) {
    if (situation.terrain.canEnd[at] !== 1) continue;
    if (travel.negatives[at] !== chosen.score[0]) continue;
    const distance = travel.distance[at] ?? 0;
    if ((distance <= situation.move) !== chosen.canReach) continue;
    if (situation.rules.avoidsFocusDisadvantageFirst && (disadvantageOf(search, at, focus) === 1) !== chosen.hasFocusDisadvantage) continue;
    const targetable = search.targetableAt(at);
    for (const placement of search.placementsAt(at)) {
      const { areaTargets } = placement;
      isAvailable.fill(0);
      for (const id of targetable) isAvailable[id] = 1;
      for (const id of areaTargets) isAvailable[id] = 0;
      const availableCount = targetable.filter((id) => isAvailable[id] === 1).length;
      if (areaTargets.length + Math.min(placement.extra, availableCount) !== chosen.targetCount) continue;
      for (const group of chosen.groups) {
        // The group must be this placement's area targets plus extra targets available here.
        for (const id of group) isInGroup[id] = 1;
        const makesGroup = areaTargets.every((id) => isInGroup[id] === 1) && group.every((id) => isAvailable[id] === 1 || areaTargets.includes(id));
        for (const id of group) isInGroup[id] = 0;
        if (!makesGroup) continue;
        const disadvantaged = group.reduce((sum, id) => sum + disadvantageOf(search, at, id), 0);
        const score = [disadvantaged, distance];
        const order = compare(score, best);
        if (order > 0) continue;
        if (order < 0) {
          best = score;
          found = new Map();
        }
        const key = `${at}:${group.join(',')}`;
        if (!found.has(key)) found.set(key, { at, targets: group, areaHexes: placement.areaHexes });
      }
    }
  }
  return [...found.values()];
}
