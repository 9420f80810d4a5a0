import { compare } from './focus';
import { disadvantageOf, type FocusSearch, type TargetGroups } from './targetGroups';

/** One hex to attack from, with the targets and area it hits from there. */
export interface AttackHex {
  at: number;
  targets: number[];
  areaHexes: number[];
}

/** Bit masks over the enemies, when there are few enough of them to fit in one number. */
function enemyBits(search: FocusSearch): ((ids: readonly number[]) => number) | null {
  const { enemies } = search.situation;
  if (enemies.length > 30) return null;
  const bit = new Map(enemies.map((id, index) => [id, 1 << index]));
  return (ids) => ids.reduce((mask, id) => mask | (bit.get(id) ?? 0), 0);
}

/**
 * Where to attack from, second pass: among the hexes that make one of the best target groups with
 * the same negative hexes, reachability (and, GH/JotL, focus disadvantage), the fewest targets with
 * disadvantage, then the shortest move (Gloomhaven rulebook, "Monster Movement": a ranged monster
 * moves away from adjacent enemies to avoid disadvantage, but no farther than it needs to).
 */
export function bestAttackHexes(search: FocusSearch, chosen: TargetGroups): AttackHex[] {
  const { situation, travel, focus } = search;
  const maskOf = enemyBits(search);
  const groupMasks = maskOf ? chosen.groups.map(maskOf) : [];
  let best = [Infinity, Infinity];
  let found = new Map<string, AttackHex>();
  for (let at = 0; at < situation.board.count; at++) {
    if (situation.terrain.canEnd[at] !== 1) continue;
    if (travel.negatives[at] !== chosen.score[0]) continue;
    const distance = travel.distance[at] ?? 0;
    if (distance <= situation.move !== chosen.canReach) continue;
    if (situation.rules.avoidsFocusDisadvantageFirst && (disadvantageOf(search, at, focus) === 1) !== chosen.hasFocusDisadvantage) continue;
    const targetable = search.targetableAt(at);
    for (const placement of search.placementsAt(at)) {
      const { areaTargets } = placement;
      const available = targetable.filter((id) => !areaTargets.includes(id));
      if (areaTargets.length + Math.min(placement.extra, available.length) !== chosen.targetCount) continue;
      // A group is made here when it holds all the area's targets and its others are available.
      let makes: (group: number[], index: number) => boolean;
      if (maskOf) {
        const areaMask = maskOf(areaTargets);
        const allowed = areaMask | maskOf(available);
        makes = (_, index) => {
          const mask = groupMasks[index] ?? 0;
          return (mask & areaMask) === areaMask && (mask & ~allowed) === 0;
        };
      } else {
        makes = (group) =>
          areaTargets.every((id) => group.includes(id)) && group.every((id) => areaTargets.includes(id) || available.includes(id));
      }
      chosen.groups.forEach((group, index) => {
        if (!makes(group, index)) return;
        let disadvantaged = 0;
        for (const id of group) disadvantaged += disadvantageOf(search, at, id);
        const score = [disadvantaged, distance];
        const order = compare(score, best);
        if (order > 0) return;
        if (order < 0) {
          best = score;
          found = new Map();
        }
        const key = `${at}:${group.join(',')}`;
        if (!found.has(key)) found.set(key, { at, targets: group, areaHexes: placement.areaHexes });
      });
    }
  }
  return [...found.values()];
}
