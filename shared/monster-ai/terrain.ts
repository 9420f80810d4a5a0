import type { Board } from '../hex/board';
import type { ParsedQuery } from './query';

/** What each hex means to the active monster, for its kind of movement. 1 = yes. */
export interface Terrain {
  /** It may move into (or through) the hex. */
  canEnter: Uint8Array;
  /** It may end its move there. */
  canEnd: Uint8Array;
  /** Entering the hex counts as a negative hex (trap or hazardous terrain). */
  isNegative: Uint8Array;
  /** Frosthaven icy terrain: entering it slides the figure on. */
  isIcy: Uint8Array;
  /** Extra movement points to enter the hex (difficult terrain) on a normal move. */
  extraCost: Uint8Array;
  /** Extra cost of the hex as terrain, whatever the movement (for jumps that pay the last hex). */
  difficult: Uint8Array;
  isAlly: Uint8Array;
}

function mark(board: Board, hexes: readonly (readonly [number, number])[]): Uint8Array {
  const marks = new Uint8Array(board.count);
  for (const hex of hexes) {
    const id = board.idOf(hex);
    if (id >= 0) marks[id] = 1;
  }
  return marks;
}

export function terrainFor(board: Board, query: ParsedQuery, isEnemy: Uint8Array, isAlly: Uint8Array, start: number): Terrain {
  const { movement } = query.ability;
  const obstacle = mark(board, query.map.obstacles);
  const negative = mark(board, [...query.map.traps, ...query.map.hazardous]);
  const difficult = mark(board, query.map.difficult);
  const icy = mark(board, query.map.icy);
  const n = board.count;
  const canEnter = new Uint8Array(n);
  const canEnd = new Uint8Array(n);
  const isNegative = new Uint8Array(n);
  const isIcy = new Uint8Array(n);
  const extraCost = new Uint8Array(n);
  for (let id = 0; id < n; id++) {
    const wall = board.isWall[id] === 1;
    const blocked = obstacle[id] === 1;
    const occupied = (isEnemy[id] === 1 || isAlly[id] === 1) && id !== start;
    // Rulebook, "Movement": a figure moves through allies but not enemies or obstacles, and may not
    // end on another figure. Jumping and flying pass over obstacles and figures; a teleport ignores
    // everything between, walls included, but may not end on an obstacle (Monster Mover test
    // scenarios mm-161, mm-169, mm-170).
    if (movement === 'normal') canEnter[id] = !wall && !blocked && isEnemy[id] !== 1 ? 1 : 0;
    else if (movement === 'teleport') canEnter[id] = 1;
    else canEnter[id] = wall ? 0 : 1;
    // A flying figure may end its move on an obstacle, as the Monster Mover rules it (no suite
    // position pins this apart from mm-162, a flying teleport); a jump may not.
    canEnd[id] = !wall && !occupied && (movement === 'flying' || !blocked) ? 1 : 0;
    // Flying ignores traps and hazardous terrain (Gloomhaven rulebook, "Flying"; mm-021, mm-066, mm-114).
    isNegative[id] = movement !== 'flying' && negative[id] === 1 ? 1 : 0;
    isIcy[id] = movement === 'normal' && icy[id] === 1 ? 1 : 0;
    extraCost[id] = movement === 'normal' && difficult[id] === 1 ? 1 : 0;
  }
  return { canEnter, canEnd, isNegative, isIcy, extraCost, difficult, isAlly };
}
