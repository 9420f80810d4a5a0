import { describe, expect, it } from 'vitest';
import { finalScores } from './final-scores';
import type { FoundersState } from './game-state';
import { gameWith } from './founders.fixture';

function table(values: Record<string, { points: number; money: number; lastingInfluence: number }>): FoundersState {
  const state = gameWith(Object.keys(values));
  return { ...state, players: state.players.map((player) => ({ ...player, ...values[player.colour] })) };
}

describe('finalScores (End of the Game)', () => {
  it('adds 1 point per lasting influence and 1 per full set of 4 money', () => {
    const result = finalScores(table({ Red: { points: 20, money: 11, lastingInfluence: 3 } }), 'Red');
    expect(result).toEqual({
      scores: [{ colour: 'Red', pointsBefore: 20, fromLastingInfluence: 3, fromMoney: 2, total: 25 }],
      winner: 'Red',
    });
  });

  it('gives a tie to the tied player closest to the active player in player order', () => {
    const state = table({
      Red: { points: 10, money: 0, lastingInfluence: 0 },
      Blue: { points: 9, money: 4, lastingInfluence: 0 },
      Green: { points: 3, money: 0, lastingInfluence: 0 },
      White: { points: 8, money: 0, lastingInfluence: 2 },
    });
    expect(finalScores(state, 'Green')).toMatchObject({ winner: 'White' });
    expect(finalScores(state, 'White')).toMatchObject({ winner: 'White' });
    expect(finalScores(state, 'Red')).toMatchObject({ winner: 'Red' });
    expect(finalScores(state, 'Blue')).toMatchObject({ winner: 'Blue' });
  });

  it('refuses an active player who is not in the game', () => {
    expect(finalScores(table({ Red: { points: 0, money: 0, lastingInfluence: 0 } }), 'Pink')).toMatchObject({
      violation: expect.stringMatching(/no Pink player/),
    });
  });
});
