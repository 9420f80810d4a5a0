import type { FoundersState } from './game-state';
import type { Payout } from './payout';

/**
 * Adds a payout's points to the players' scores. Points come only from the breakdown's totals, so
 * what the screen showed is exactly what is applied.
 */
export function applyPayout(state: FoundersState, payout: Payout): FoundersState {
  return {
    ...state,
    players: state.players.map((player) => {
      const gained = payout.points.find((entry) => entry.colour === player.colour)?.points ?? 0;
      return gained === 0 ? player : { ...player, points: player.points + gained };
    }),
  };
}
