import { buildBoard, type Board } from '../hex/board';
import { lineOfSightOn, type SightTest } from '../hex/lineOfSight';
import { proximityFrom } from '../hex/proximity';
import type { Hex } from '../hex/types';
import { initiativeOrder } from './initiativeOrder';
import type { ParsedQuery } from './query';
import { RULE_SETS, type RuleSet } from './ruleSet';
import { terrainFor, type Terrain } from './terrain';

/** Everything one turn's search needs, indexed by hex id once per query. */
export interface Situation {
  board: Board;
  rules: RuleSet;
  sees: SightTest;
  terrain: Terrain;
  movement: ParsedQuery['ability']['movement'];
  move: number;
  /** The active monster's hex. */
  start: number;
  /** Hexes of the enemies the monster may focus on and attack (invisible ones are left out). */
  enemies: number[];
  /** Figure id on each hex, '' for none. */
  figureAt: string[];
  /** Focus tie-break order of each enemy hex by initiative: lower acts earlier. */
  initiativeRank: Float64Array;
  /** Range/proximity from a hex, counted around walls (computed on first use). */
  proximity(from: number): Int32Array;
  /** The same, exact only up to `limit` (farther hexes count as unreachable); for range tests. */
  proximityWithin(from: number, limit: number): Int32Array;
  hexOf(id: number): Hex;
}

export function situationOf(query: ParsedQuery, rules: RuleSet = RULE_SETS[query.rules]): Situation {
  const board = buildBoard(query.map);
  const active = query.figures.find((f) => f.id === query.active);
  if (!active) throw new Error(`the active figure "${query.active}" is not among the figures`);
  const start = board.idOf(active.hex);
  if (start < 0) throw new Error(`the active figure "${query.active}" stands off the board`);

  const figureAt = new Array<string>(board.count).fill('');
  const isEnemy = new Uint8Array(board.count);
  const isAlly = new Uint8Array(board.count);
  const enemies: number[] = [];
  const initiativeRank = new Float64Array(board.count);
  const order = initiativeOrder(query.figures);
  for (const figure of query.figures) {
    const id = board.idOf(figure.hex);
    if (id < 0 || figure.id === active.id) continue;
    figureAt[id] = figure.id;
    if (figure.team === active.team) {
      isAlly[id] = 1;
      continue;
    }
    isEnemy[id] = 1;
    initiativeRank[id] = order.get(figure.id) ?? 0;
    // Invisible figures cannot be focused on or targeted (rulebook, "Invisible").
    if (!figure.invisible) enemies.push(id);
  }

  const proximities = new Map<number, Int32Array>();
  const limited = new Map<number, Int32Array>();
  return {
    board,
    rules,
    sees: lineOfSightOn(board, rules.sight),
    terrain: terrainFor(board, query, isEnemy, isAlly, start),
    movement: query.ability.movement,
    move: query.ability.move,
    start,
    enemies,
    figureAt,
    initiativeRank,
    proximity(from) {
      let found = proximities.get(from);
      if (!found) {
        found = proximityFrom(board, from);
        proximities.set(from, found);
      }
      return found;
    },
    proximityWithin(from, limit) {
      const key = limit * board.count + from;
      let found = limited.get(key);
      if (!found) {
        found = proximityFrom(board, from, limit);
        limited.set(key, found);
      }
      return found;
    },
    hexOf: (id) => [board.q[id] ?? 0, board.r[id] ?? 0],
  };
}
