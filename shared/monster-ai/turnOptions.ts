import { UNREACHABLE } from '../hex/proximity';
import { aimingFor, targetableFrom, type Placement } from './attackPlacements';
import { attackProfileOf, type AttackProfile } from './attackProfile';
import { bestAttackHexes } from './attackHexes';
import { focusOf, compare, type Focus } from './focus';
import { focusRanksOf } from './focusRanks';
import type { ParsedQuery } from './query';
import type { Situation } from './situation';
import { bestTargetGroups, type TargetGroups } from './targetGroups';
import { travelFrom, type Travel } from './travel';
import { travelTo, type TravelTo } from './travelTo';

/** One outcome, on hex ids. */
export interface TurnOption {
  moveTo: number;
  /** Enemy hexes attacked, empty when it cannot attack this turn. */
  attacks: number[];
  focus: Set<number>;
  headingFor: Set<number>;
  areaHexes: number[];
}

export interface TurnSolution {
  attack: AttackProfile;
  travel: Travel;
  focus: Focus;
  /** The best target choice per focus hex. */
  choices: Map<number, TargetGroups>;
  options: TurnOption[];
}

/**
 * The whole turn: find the focus; for each tied focus find the best target groups and the hexes to
 * attack them from; if those cannot be reached this turn, move as close to them as possible (fewest
 * negative hexes, then fewest movement still needed, then least movement spent). With no focus the
 * monster stays put (Gloomhaven rulebook, "Monster Focus": a monster with no focus does not move).
 */
export function turnOptions(situation: Situation, query: ParsedQuery): TurnSolution {
  const attack = attackProfileOf(query.ability);
  const travel = travelFrom(situation, situation.start);
  const focus = focusOf(situation, attack, travel);
  const options = new Map<string, TurnOption>();
  const choices = new Map<number, TargetGroups>();
  const add = (moveTo: number, attacks: number[], focused: number, heading: number, areaHexes: number[]): void => {
    const key = `${moveTo}:${attacks.join(',')}`;
    const option = options.get(key) ?? { moveTo, attacks, focus: new Set(), headingFor: new Set(), areaHexes };
    option.focus.add(focused);
    option.headingFor.add(heading);
    options.set(key, option);
  };

  if (focus.enemies.length > 0) {
    const canAttackFocus = focus.distance <= situation.move;
    // Frosthaven rulebook, "Monster Movement": when the focus cannot be attacked this turn, the
    // monster moves only with its focus in mind; GH and JotL also plan for the most targets.
    const onlyFocus = !situation.rules.plansMostTargetsAhead && !canAttackFocus;
    const { ranks, count } = focusRanksOf(situation);
    const hasIce = query.map.icy.some((hex) => situation.board.idOf(hex) >= 0);
    const towards = new Map<number, TravelTo>();
    const aiming = aimingFor(situation, attack);
    // What a hex offers depends only on which enemies are heeded, so it is shared between focuses.
    const targetables = new Map<number, (number[] | undefined)[]>();
    const placements = new Map<number, (Placement[] | undefined)[]>();
    const hexCount = situation.board.count;
    const sortedExtras = new WeakMap<Placement, number[]>();
    for (const focused of focus.enemies) {
      const heeded = onlyFocus ? [focused] : situation.enemies;
      const cacheKey = onlyFocus ? focused : -1;
      const heededMask = new Uint8Array(situation.board.count);
      for (const id of heeded) heededMask[id] = 1;
      const search = {
        situation,
        attack,
        travel,
        focus: focused,
        targetableAt: remembered(targetables, cacheKey, hexCount, (at) => targetableFrom(situation, attack, at, heeded)),
        placementsAt: remembered(placements, cacheKey, hexCount, (at) => aiming.placementsAt(at, heededMask)),
        ranks,
        rankCount: count,
        sortedExtras,
      };
      const groups = bestTargetGroups(search);
      choices.set(focused, groups);
      const attackHexes = bestAttackHexes(search, groups);
      if (groups.canReach) {
        for (const hex of attackHexes) add(hex.at, attack.hasAttack ? hex.targets : [], focused, hex.at, hex.areaHexes);
        continue;
      }
      for (const destination of attackHexes) {
        let to = towards.get(destination.at);
        if (!to) {
          to = travelTo(situation, destination.at, hasIce);
          towards.set(destination.at, to);
        }
        for (const stop of closestStops(situation, travel, to)) add(stop, [], focused, destination.at, []);
      }
    }
  }
  if (options.size === 0) add(situation.start, [], -1, -1, []);
  for (const option of options.values()) {
    option.focus.delete(-1);
    option.headingFor.delete(-1);
  }
  return { attack, travel, focus, choices, options: [...options.values()] };
}

/**
 * The hexes within this turn's move that get closest to an attack hex it cannot reach yet: fewest
 * negative hexes on the whole way, then fewest movement points left to go, then fewest spent now.
 */
function closestStops(situation: Situation, travel: Travel, to: TravelTo): number[] {
  // A stop from which the attack hex cannot be reached at all is no way towards it.
  const far = UNREACHABLE - 1;
  let best = [far, far, far];
  let stops: number[] = [];
  for (let at = 0; at < situation.board.count; at++) {
    const spent = travel.distance[at] ?? 0;
    if (spent > situation.move || situation.terrain.canEnd[at] !== 1) continue;
    const score = [(to.negatives[at] ?? 0) + (travel.negatives[at] ?? 0), to.distance[at] ?? 0, spent];
    const order = compare(score, best);
    if (order < 0) {
      best = score;
      stops = [at];
    } else if (order === 0) {
      stops.push(at);
    }
  }
  return stops;
}

/** `find`, remembered per hex in `store` under `key`. */
function remembered<T>(store: Map<number, (T | undefined)[]>, key: number, count: number, find: (at: number) => T): (at: number) => T {
  let known = store.get(key);
  if (!known) {
    known = new Array<T | undefined>(count);
    store.set(key, known);
  }
  const cache = known;
  return (at) => {
    let found = cache[at];
    if (found === undefined) {
      found = find(at);
      cache[at] = found;
    }
    return found;
  };
}
