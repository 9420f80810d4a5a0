import { refused, type FinalScore, type FoundersState, type Violation } from './game-state';
import { closestInPlayerOrder, playersInOrder } from './player-order';

/** End of the Game: "each set of 4 [money] is worth 1 point". */
export const MONEY_PER_POINT = 4;

export type FinalScoresResult = { scores: FinalScore[]; winner: string };

/**
 * End of the Game: "Each lasting influence token is worth 1 point, and each set of 4 is worth 1
 * point. ... the player with the most points wins. If tied, the winner is the tied player closest to
 * the current active player in player order."
 */
export function finalScores(state: FoundersState, activePlayer: string): FinalScoresResult | Violation {
  if (!state.players.some((player) => player.colour === activePlayer)) {
    return refused('founders.noActivePlayer', { player: activePlayer });
  }
  const scores = playersInOrder(state).map((player) => {
    const fromLastingInfluence = player.lastingInfluence;
    const fromMoney = Math.floor(player.money / MONEY_PER_POINT);
    return {
      colour: player.colour,
      pointsBefore: player.points,
      fromLastingInfluence,
      fromMoney,
      total: player.points + fromLastingInfluence + fromMoney,
    };
  });
  const best = Math.max(...scores.map((score) => score.total));
  const tied = scores.filter((score) => score.total === best).map((score) => score.colour);
  const winner = closestInPlayerOrder(state, activePlayer, tied) ?? activePlayer;
  return { scores, winner };
}
