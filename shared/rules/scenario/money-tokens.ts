import { buildBoard } from '../../hex/board';
import { lineOfSightOn } from '../../hex/lineOfSight';
import { proximityFrom, UNREACHABLE } from '../../hex/proximity';
import type { Hex } from '../../hex/types';
import { hexKey, hexOfKey, type BoardPosition } from '../../map/position';
import { hexesOfThinWall } from '../../map/thin-wall';
import type { ScenarioState } from './state';

/**
 * Money tokens lying on the scenario's board, by the hex they lie on. A token is placed where a
 * monster died (1st ed. rulebook p. 20; 2nd ed. refresher: "When a monster dies it drops a money
 * token in its hex") and where a revealed room's map shows one (p. 13, p. 19 "Revealing a Room");
 * a character takes them by ending its turn on them (p. 27 "End-of-turn looting") or with a loot
 * ability (p. 27 "Loot X"). Where the party draws no board, tokens are only counted (see
 * `moneyTokensPlaced`) and looted by number.
 */
export type TokensTaken = Array<{ hex: Hex; count: number }>;

export function tokensOnBoard(state: Pick<ScenarioState, 'moneyTokensOnBoard'>): Array<{ hex: Hex; count: number }> {
  return Object.entries(state.moneyTokensOnBoard ?? {})
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ hex: hexOfKey(key), count }));
}

/** The tokens on one hex of the board (none off the board). */
export function tokensAt(state: Pick<ScenarioState, 'moneyTokensOnBoard'>, hex: Hex): TokensTaken {
  const count = state.moneyTokensOnBoard?.[hexKey(hex)] ?? 0;
  return count > 0 ? [{ hex, count }] : [];
}

/** Where a figure stands on the party's board, if it is there. */
export function boardHexOf(state: Pick<ScenarioState, 'board'>, figureId: string): Hex | undefined {
  return state.board?.figures.find((figure) => figure.id === figureId)?.hex;
}

/**
 * The tokens a "Loot X" ability of the figure at `from` takes: every token within range X, counted
 * around walls and closed doors, that the figure can see (1st ed. rulebook p. 27: "unaffected by the
 * positions of monsters or obstacles", "considered a ranged ability for the purposes of
 * line-of-sight"; range p. 20). Sight is corner to corner in the 1st edition, whole hexes in the 2nd.
 */
export function tokensInRange(
  state: Pick<ScenarioState, 'moneyTokensOnBoard' | 'edition'>,
  position: BoardPosition,
  from: Hex,
  range: number,
): TokensTaken {
  const lying = tokensOnBoard(state);
  if (lying.length === 0) return [];
  const keys = Object.keys(position.tiles);
  const board = buildBoard({
    hexes: keys.map(hexOfKey),
    walls: keys.filter((key) => position.tiles[key] === 'wall' || position.tiles[key] === 'doorClosed').map(hexOfKey),
    thinWalls: position.thinWalls.map(hexesOfThinWall),
  });
  const start = board.idOf(from);
  if (start < 0) return [];
  const reach = proximityFrom(board, start, range);
  const sees = lineOfSightOn(board, state.edition === 'gh1' ? 'corners' : 'fullHex');
  return lying.filter(({ hex }) => {
    const id = board.idOf(hex);
    return id >= 0 && (reach[id] ?? UNREACHABLE) <= range && (id === start || sees(start, id));
  });
}

/** The tokens left on the board after some are taken (a hex emptied is dropped). */
export function withTokensTaken(onBoard: Record<string, number> | undefined, taken: TokensTaken): Record<string, number> {
  const next = { ...onBoard };
  for (const { hex, count } of taken) {
    const left = (next[hexKey(hex)] ?? 0) - count;
    if (left > 0) next[hexKey(hex)] = left;
    else delete next[hexKey(hex)];
  }
  return next;
}

/** The tokens on the board with more placed on these hexes. */
export function withTokensPlaced(onBoard: Record<string, number> | undefined, hexes: readonly Hex[]): Record<string, number> {
  const next = { ...onBoard };
  for (const hex of hexes) next[hexKey(hex)] = (next[hexKey(hex)] ?? 0) + 1;
  return next;
}

export const countOf = (taken: TokensTaken): number => taken.reduce((sum, { count }) => sum + count, 0);
