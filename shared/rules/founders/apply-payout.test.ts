import { describe, expect, it } from 'vitest';
import { applyPayout } from './apply-payout';
import { gameWith } from './founders.fixture';

describe('applyPayout', () => {
  it('adds exactly the breakdown totals to the players named and leaves the others alone', () => {
    const state = gameWith(['Red', 'Blue', 'Green']);
    const after = applyPayout(state, {
      use: 'build',
      target: 't',
      lines: [],
      points: [
        { colour: 'Red', points: 3 },
        { colour: 'Green', points: 1 },
      ],
      lost: 2,
    });
    expect(after.players.map((player) => player.points)).toEqual([3, 0, 1]);
    expect(state.players.map((player) => player.points)).toEqual([0, 0, 0]);
  });
});
