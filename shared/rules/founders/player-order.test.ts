import { describe, expect, it } from 'vitest';
import { closestInPlayerOrder, fewestPointsThenClosest, playersInOrder, stepsAfter } from './player-order';
import { gameWith, playerNamed } from './founders.fixture';

describe('player order (Setup: clockwise from the starting player)', () => {
  const state = gameWith(['A', 'B', 'C', 'D']);

  it('sorts players by seat', () => {
    const shuffled = { ...state, players: [playerNamed('C', 2), playerNamed('A', 0), playerNamed('D', 3), playerNamed('B', 1)] };
    expect(playersInOrder(shuffled).map((player) => player.colour)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('counts steps clockwise, wrapping round the table', () => {
    expect(stepsAfter(state, 'C', 'A')).toBe(2);
    expect(stepsAfter(state, 'A', 'C')).toBe(2);
    expect(stepsAfter(state, 'D', 'A')).toBe(1);
    expect(stepsAfter(state, 'B', 'B')).toBe(0);
  });

  it('finds the closest candidate after a player, the player themself first', () => {
    expect(closestInPlayerOrder(state, 'C', ['A', 'B'])).toBe('A');
    expect(closestInPlayerOrder(state, 'C', ['B', 'D'])).toBe('D');
    expect(closestInPlayerOrder(state, 'C', ['A', 'C'])).toBe('C');
  });

  it('prefers fewest points before closeness', () => {
    const scored = { ...state, players: state.players.map((player) => ({ ...player, points: player.colour === 'B' ? 1 : 5 })) };
    expect(fewestPointsThenClosest(scored, 'C', ['B', 'D'])).toBe('B');
    expect(fewestPointsThenClosest(state, 'C', ['B', 'D'])).toBe('D');
  });
});
