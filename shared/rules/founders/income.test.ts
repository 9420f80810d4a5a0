import { describe, expect, it } from 'vitest';
import { NEUTRAL } from './game-state';
import { income, incomeOf } from './income';
import { gameWith } from './founders.fixture';

describe('income (Call To Vote: Income)', () => {
  it('Income example: a crop tile, two metal, two machinery and a food tile give an income of 4', () => {
    const state = gameWith(
      ['Red', 'Blue'],
      [
        { id: 'c', resource: 'crops', owner: 'Red' },
        { id: 'm1', resource: 'metal', owner: 'Red' },
        { id: 'm2', resource: 'metal', owner: 'Red' },
        { id: 'x1', resource: 'machinery', owner: 'Red' },
        { id: 'x2', resource: 'machinery', owner: 'Red' },
        { id: 'f', resource: 'food', owner: 'Red' },
        { id: 's', resource: 'stone', owner: 'Blue' },
        { id: 'n', resource: 'gems', owner: NEUTRAL },
      ],
    );
    expect(incomeOf(state, 'Red')).toEqual({ colour: 'Red', money: 4, fleetingInfluence: 0 });
    expect(incomeOf(state, 'Blue').money).toBe(1);
  });

  it('gives 1 fleeting influence per house built', () => {
    const state = gameWith(['Red', 'Blue']);
    const housed = { ...state, players: state.players.map((player) => ({ ...player, houses: 2 })) };
    expect(incomeOf(housed, 'Red').fleetingInfluence).toBe(2);
  });

  it('is collected by every player but the one who called the vote', () => {
    const result = income(gameWith(['Red', 'Blue', 'Green']), { reason: 'callToVote', caller: 'Blue' });
    expect(Array.isArray(result) ? result.map((paid) => paid.colour) : result).toEqual(['Red', 'Green']);
  });

  it('comes from the income action card only in a 2-player game', () => {
    expect(income(gameWith(['Red', 'Blue']), { reason: 'incomeAction', player: 'Red' })).toEqual([
      { colour: 'Red', money: 0, fleetingInfluence: 0 },
    ]);
    expect(income(gameWith(['Red', 'Blue', 'Green']), { reason: 'incomeAction', player: 'Red' })).toMatchObject({
      violation: expect.stringMatching(/only in a 2-player game/),
    });
  });
});
