import type { FoundersState, Player } from './game-state';

// Player order: clockwise from the starting player, seat 0 (Setup: "Player order will be determined
// from the starting player and go clockwise around the table").

export function playersInOrder(state: FoundersState): Player[] {
  return [...state.players].sort((a, b) => a.seat - b.seat);
}

/** How many steps clockwise in player order from `from` to `to`; 0 when they are the same player. */
export function stepsAfter(state: FoundersState, from: string, to: string): number {
  const order = playersInOrder(state).map((player) => player.colour);
  const start = order.indexOf(from);
  const end = order.indexOf(to);
  if (start < 0 || end < 0) return Number.POSITIVE_INFINITY;
  return (end - start + order.length) % order.length;
}

/**
 * Of `candidates`, the one closest in player order to `from`, counting `from` itself as closest.
 * The rulebook says "closest (in player order)" without saying whether the reference player counts;
 * Haven counts them at distance 0, since they are nearest to themselves.
 */
export function closestInPlayerOrder(state: FoundersState, from: string, candidates: readonly string[]): string | undefined {
  return [...candidates].sort((a, b) => stepsAfter(state, from, a) - stepsAfter(state, from, b))[0];
}

/**
 * Building Proposal Vote: "the player involved in the tie with the fewest points decides ..., and, if
 * there is a tie for points, [the one] involved in the tie who is closest (in player order) to the
 * player who called the vote decides." The same rule settles the top contributor.
 */
export function fewestPointsThenClosest(state: FoundersState, caller: string, candidates: readonly string[]): string | undefined {
  const points = (colour: string): number => state.players.find((player) => player.colour === colour)?.points ?? Number.POSITIVE_INFINITY;
  const fewest = Math.min(...candidates.map(points));
  return closestInPlayerOrder(
    state,
    caller,
    candidates.filter((colour) => points(colour) === fewest),
  );
}
