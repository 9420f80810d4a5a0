import { attackReachOf } from './attackReach';
import type { AttackProfile } from './attackProfile';
import type { Situation } from './situation';
import type { Travel } from './travel';

export interface Focus {
  /** Enemy hexes tied as focus (the players pick one); empty when there is none. */
  enemies: number[];
  /** The cost to the nearest hex from which the focus can be attacked. */
  negatives: number;
  distance: number;
  /** For every enemy, its own best cost (negative hexes, movement), or null when out of reach. */
  approaches: Map<number, [number, number] | null>;
}

/**
 * Monster focus (Gloomhaven rulebook, "Monster Focus"; Frosthaven rulebook, "Focus"): the enemy it
 * can attack after the path with the fewest negative hexes, then the fewest movement points
 * (counting as if it could move without limit), then the one nearest by proximity counted around
 * walls (not in Jaws of the Lion), then the earliest in initiative. The monster needs line of sight
 * from the attack hex. Enemies it cannot reach at all are never its focus.
 */
export function focusOf(situation: Situation, attack: AttackProfile, travel: Travel): Focus {
  const nearness = situation.proximity(situation.start);
  let best = [Infinity, Infinity, Infinity, Infinity];
  let enemies: number[] = [];
  const approaches = new Map<number, [number, number] | null>();
  for (const enemy of situation.enemies) {
    const approach = approachTo(situation, attack, travel, enemy);
    approaches.set(enemy, approach);
    if (!approach) continue;
    const proximity = situation.rules.proximityBreaksFocusTies ? (nearness[enemy] ?? 0) : 0;
    const here = [approach[0], approach[1], proximity, situation.initiativeRank[enemy] ?? 0];
    const order = compare(here, best);
    if (order < 0) {
      best = here;
      enemies = [enemy];
    } else if (order === 0) {
      enemies.push(enemy);
    }
  }
  return { enemies, negatives: best[0] ?? Infinity, distance: best[1] ?? Infinity, approaches };
}

/** Lexicographic comparison of two equally long number lists. */
export function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * For one enemy: the fewest negative hexes, then movement points, to a hex from which the monster
 * could attack it (null when there is none). Used to explain why an enemy is not the focus.
 */
export function approachTo(situation: Situation, attack: AttackProfile, travel: Travel, enemy: number): [number, number] | null {
  const canAttackFrom = attackReachOf(situation, attack, enemy);
  let best: [number, number] | null = null;
  for (let at = 0; at < situation.board.count; at++) {
    if (situation.terrain.canEnd[at] !== 1) continue;
    const here: [number, number] = [travel.negatives[at] ?? 0, travel.distance[at] ?? 0];
    if (here[0] >= 1 << 27 || (best && compare(here, best) >= 0)) continue;
    if (canAttackFrom(at) && situation.sees(enemy, at)) best = here;
  }
  return best;
}
