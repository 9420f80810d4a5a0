import { UNREACHABLE } from '../hex/proximity';
import type { Situation } from './situation';
import { travelFrom } from './travel';

export interface TravelTo {
  negatives: Int32Array;
  distance: Int32Array;
}

/**
 * The cost from every hex to `destination`, with the same costs as `travelFrom`. Without icy
 * terrain this is the search from the destination, corrected for what differs between arriving and
 * leaving: a path pays for the hex it ends on, not the one it starts on. With icy terrain the search
 * runs backwards along slides, because a slide is one way.
 */
export function travelTo(situation: Situation, destination: number, hasIce: boolean): TravelTo {
  return hasIce ? backwardsOverIce(situation, destination) : reversed(situation, destination);
}

function reversed(situation: Situation, destination: number): TravelTo {
  const { terrain, movement, board } = situation;
  const from = travelFrom(situation, destination);
  const distance = Int32Array.from(from.distance);
  const negatives = Int32Array.from(from.negatives);
  if (movement === 'flying') return { distance, negatives };
  if (movement !== 'teleport' && (movement !== 'jump' || situation.rules.jumpPaysLastHexTerrain)) {
    const arrival = terrain.difficult[destination] ?? 0;
    for (let id = 0; id < board.count; id++) {
      if (arrival > 0 && distance[id] !== UNREACHABLE) distance[id] = (distance[id] ?? 0) + arrival;
      distance[id] = (distance[id] ?? 0) - (terrain.difficult[id] ?? 0);
    }
  }
  const ending = terrain.isNegative[destination] ?? 0;
  for (let id = 0; id < board.count; id++) {
    if (ending > 0 && negatives[id] !== UNREACHABLE) negatives[id] = (negatives[id] ?? 0) + ending;
    negatives[id] = (negatives[id] ?? 0) - (terrain.isNegative[id] ?? 0);
  }
  return { distance, negatives };
}

function backwardsOverIce(situation: Situation, destination: number): TravelTo {
  const { board, terrain, movement } = situation;
  const n = board.count;
  const distance = new Int32Array(n).fill(UNREACHABLE);
  const negatives = new Int32Array(n).fill(UNREACHABLE);
  const isJumpLike = movement === 'jump' || movement === 'teleport';
  const paysTerrain = movement === 'normal';
  const landing = movement === 'jump' && situation.rules.jumpPaysLastHexTerrain ? (terrain.difficult[destination] ?? 0) : 0;
  const landingNegative = isJumpLike ? (terrain.isNegative[destination] ?? 0) : 0;
  distance[destination] = landing;
  negatives[destination] = landingNegative;
  const stopsHere = (at: number, edge: number): boolean => {
    const beyond = board.neighbour[at * 6 + edge] ?? -1;
    return beyond < 0 || terrain.canEnter[beyond] !== 1 || terrain.isAlly[beyond] === 1 || board.thinWall[at * 6 + edge] === 1;
  };
  const queue: number[] = [destination];
  for (let head = 0; head < queue.length; head++) {
    const current = queue[head] ?? 0;
    const spent = distance[current] ?? 0;
    const entered = negatives[current] ?? 0;
    for (let edge = 0; edge < 6; edge++) {
      let from = board.neighbour[current * 6 + edge] ?? -1;
      if (from < 0 || terrain.canEnter[from] !== 1 || board.thinWall[current * 6 + edge] === 1) continue;
      // A figure only ends on an icy hex if its slide was stopped there.
      if (terrain.isIcy[current] === 1 && !stopsHere(current, (edge + 3) % 6)) continue;
      let slid = false;
      let before = current;
      for (;;) {
        const cost = spent + 1 + (paysTerrain && !slid ? (terrain.difficult[current] ?? 0) : 0);
        const count = entered + (isJumpLike ? 0 : (terrain.isNegative[current] ?? 0));
        const bestCount = negatives[from] ?? 0;
        if (count < bestCount || (count === bestCount && cost < (distance[from] ?? 0))) {
          negatives[from] = count;
          distance[from] = cost;
          queue.push(from);
        }
        if (terrain.isIcy[from] !== 1 || terrain.isAlly[before] === 1) break;
        slid = true;
        const further = board.neighbour[from * 6 + edge] ?? -1;
        if (further < 0 || terrain.canEnter[further] !== 1 || board.thinWall[from * 6 + edge] === 1) break;
        before = from;
        from = further;
      }
    }
  }
  distance[destination] = (distance[destination] ?? 0) - landing;
  negatives[destination] = (negatives[destination] ?? 0) - landingNegative;
  return { distance, negatives };
}
