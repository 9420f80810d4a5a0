import { UNREACHABLE } from '../hex/proximity';
import type { Situation } from './situation';

/** The cheapest way from one hex to every hex: negative hexes entered first, then movement spent. */
export interface Travel {
  negatives: Int32Array;
  distance: Int32Array;
  /** The hex each best path came from, -1 at the start or where unreached. */
  previous: Int32Array;
}

/**
 * Moves from `from` to every hex, minimising (negative hexes entered, movement points) in that
 * order: a monster takes the path with the fewest traps and hazardous hexes first and only then the
 * shortest (Gloomhaven rulebook, "Monster Movement"; Frosthaven rulebook, "negative hexes").
 * Normal moves pay 2 for difficult terrain; jumps, flying and teleports pay 1 a hex. A jump or a
 * teleport only counts its last hex as entered ("Jump": only the last hex's effects apply). On
 * Frosthaven icy terrain a normal move slides on in the same direction until it meets something it
 * cannot enter, an ally or a wall; the whole slide costs 1 (Frosthaven rulebook, "Icy terrain").
 * Monster Mover test scenarios: traps mm-010, mm-018 to mm-023; difficult terrain mm-098 to
 * mm-104; jumps mm-022, mm-023, mm-103; icy terrain mm-151 to mm-160 and mm-171 to mm-174.
 */
export function travelFrom(situation: Situation, from: number): Travel {
  const { board, terrain, movement } = situation;
  const n = board.count;
  const negatives = new Int32Array(n).fill(UNREACHABLE);
  const distance = new Int32Array(n).fill(UNREACHABLE);
  const previous = new Int32Array(n).fill(-1);
  const paysTerrain = movement === 'normal';
  const countsEveryHex = movement === 'normal' || movement === 'flying';
  const queue: number[] = [from];
  negatives[from] = 0;
  distance[from] = 0;
  for (let head = 0; head < queue.length; head++) {
    const current = queue[head] ?? 0;
    const spent = distance[current] ?? 0;
    const entered = negatives[current] ?? 0;
    for (let edge = 0; edge < 6; edge++) {
      let next = board.neighbour[current * 6 + edge] ?? -1;
      if (next < 0 || terrain.canEnter[next] !== 1 || board.thinWall[current * 6 + edge] === 1) continue;
      let slid = false;
      while (terrain.isIcy[next] === 1) {
        slid = true;
        const beyond = board.neighbour[next * 6 + edge] ?? -1;
        if (beyond < 0 || terrain.canEnter[beyond] !== 1 || terrain.isAlly[beyond] === 1) break;
        if (board.thinWall[next * 6 + edge] === 1) break;
        next = beyond;
      }
      const cost = spent + 1 + (paysTerrain && !slid ? (terrain.extraCost[next] ?? 0) : 0);
      const count = (terrain.isNegative[next] ?? 0) + (countsEveryHex ? entered : 0);
      const bestCount = negatives[next] ?? 0;
      if (count < bestCount || (count === bestCount && cost < (distance[next] ?? 0))) {
        negatives[next] = count;
        distance[next] = cost;
        previous[next] = current;
        queue.push(next);
      }
    }
  }
  // GH 1st ed. "Jump": the last hex of a jump is entered normally, so difficult terrain there costs 2.
  if (movement === 'jump' && situation.rules.jumpPaysLastHexTerrain) {
    for (let id = 0; id < n; id++) {
      if (id !== from) distance[id] = (distance[id] ?? 0) + (terrain.difficult[id] ?? 0);
    }
  }
  return { negatives, distance, previous };
}

/** The hexes of one best path from the start of `travel` to `to` (slides filled in). */
export function pathTo(situation: Situation, travel: Travel, to: number): number[] {
  const backwards: number[] = [to];
  let current = to;
  while ((travel.previous[current] ?? -1) >= 0 && backwards.length <= situation.board.count) {
    const before = travel.previous[current] ?? -1;
    backwards.push(...slideBetween(situation, before, current).reverse(), before);
    current = before;
  }
  return backwards.reverse();
}

/** The hexes passed over between two hexes of a path that are not neighbours (an icy slide). */
function slideBetween(situation: Situation, from: number, to: number): number[] {
  const { board } = situation;
  for (let edge = 0; edge < 6; edge++) {
    const passed: number[] = [];
    let at = board.neighbour[from * 6 + edge] ?? -1;
    while (at >= 0 && at !== to && situation.terrain.isIcy[at] === 1) {
      passed.push(at);
      at = board.neighbour[at * 6 + edge] ?? -1;
    }
    if (at === to) return passed;
  }
  return [];
}
