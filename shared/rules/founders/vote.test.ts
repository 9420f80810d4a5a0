import { describe, expect, it } from 'vitest';
import { isViolation, type FoundersState } from './game-state';
import { gameWith, playerNamed } from './founders.fixture';
import { influenceOf, resolveVote, type Vote, type VoteResult } from './vote';

function ok(result: VoteResult | { violation: string }): VoteResult {
  if (isViolation(result)) throw new Error(result.violation);
  return result;
}

function vote(player: string, proposal: Vote['proposal'], fleetingInfluence = 0, lastingInfluence = 0): Vote {
  return { player, proposal, fleetingInfluence, lastingInfluence };
}

/** Orange, Red, Blue, Green in player order, with the given points and plenty of influence. */
function table(points: Record<string, number> = {}): FoundersState {
  const colours = ['Orange', 'Red', 'Blue', 'Green'];
  return {
    ...gameWith(colours),
    players: colours.map((colour, seat) =>
      playerNamed(colour, seat, { points: points[colour] ?? 0, fleetingInfluence: 3, lastingInfluence: 2 }),
    ),
  };
}

describe('influence of a vote (Building Proposal Vote)', () => {
  it('is 1 by default, +1 per fleeting and +2 per lasting influence dedicated', () => {
    expect(influenceOf(vote('Red', 'circle'))).toBe(1);
    expect(influenceOf(vote('Red', 'circle', 2))).toBe(3);
    expect(influenceOf(vote('Red', 'circle', 1, 2))).toBe(6);
  });
});

describe('resolveVote', () => {
  it('Vote example: circle 3, square 6, triangle 1 builds the square proposal, placed by its top contributor (Orange)', () => {
    const result = ok(
      resolveVote(table(), {
        caller: 'Red',
        votes: [vote('Orange', 'square', 1, 1), vote('Red', 'square', 1), vote('Blue', 'circle', 2), vote('Green', 'triangle')],
      }),
    );
    expect(result.influence).toEqual({ circle: 3, square: 6, triangle: 1 });
    expect(result.winner).toBe('square');
    expect(result.placer).toBe('Orange');
    expect(result.tie).toBeUndefined();
  });

  it('returns all fleeting influence, dedicated or not, and only the lasting influence dedicated', () => {
    const result = ok(
      resolveVote(table(), {
        caller: 'Red',
        votes: [vote('Orange', 'square', 1, 1), vote('Red', 'square'), vote('Blue', 'circle'), vote('Green', 'triangle')],
      }),
    );
    expect(result.returned).toEqual([
      { colour: 'Orange', fleetingInfluence: 3, lastingInfluence: 1 },
      { colour: 'Red', fleetingInfluence: 3, lastingInfluence: 0 },
      { colour: 'Blue', fleetingInfluence: 3, lastingInfluence: 0 },
      { colour: 'Green', fleetingInfluence: 3, lastingInfluence: 0 },
    ]);
  });

  it('on a tie, names the involved player with the fewest points to decide, and waits for their choice', () => {
    const state = table({ Orange: 10, Red: 4, Blue: 7, Green: 1 });
    const votes = [vote('Orange', 'circle'), vote('Red', 'circle'), vote('Blue', 'square', 1), vote('Green', 'triangle')];
    const result = ok(resolveVote(state, { caller: 'Orange', votes }));
    // Green has fewest points but voted for neither tied proposal, so is not involved.
    expect(result.tie).toEqual({ proposals: ['circle', 'square'], decidedBy: 'Red' });
    expect(result.winner).toBeNull();
    expect(ok(resolveVote(state, { caller: 'Orange', votes, tieChoice: 'square' })).winner).toBe('square');
  });

  it('on a tie for points too, the involved player closest in player order to the caller decides', () => {
    const votes = [vote('Orange', 'circle'), vote('Red', 'square'), vote('Blue', 'circle'), vote('Green', 'square')];
    expect(ok(resolveVote(table(), { caller: 'Blue', votes })).tie?.decidedBy).toBe('Blue');
    expect(ok(resolveVote(table({ Blue: 1 }), { caller: 'Blue', votes })).tie?.decidedBy).toBe('Green');
    expect(ok(resolveVote(table({ Blue: 1, Green: 1 }), { caller: 'Blue', votes })).tie?.decidedBy).toBe('Orange');
  });

  it('settles a tie for top contributor the same way: fewest points, then closest to the caller', () => {
    const votes = [vote('Orange', 'circle', 1), vote('Red', 'circle', 1), vote('Blue', 'circle'), vote('Green', 'square')];
    expect(ok(resolveVote(table({ Orange: 5, Red: 3 }), { caller: 'Green', votes })).placer).toBe('Red');
    expect(ok(resolveVote(table(), { caller: 'Green', votes })).placer).toBe('Orange');
    expect(ok(resolveVote(table(), { caller: 'Red', votes })).placer).toBe('Red');
  });

  it('refuses a tie choice outside the tie, a missing vote, and influence the player does not have', () => {
    const votes = [vote('Orange', 'circle'), vote('Red', 'square'), vote('Blue', 'triangle', 1), vote('Green', 'triangle')];
    expect(resolveVote(table(), { caller: 'Red', votes: votes.slice(0, 3) })).toMatchObject({
      violation: expect.stringMatching(/Green has 0 votes/),
    });
    expect(resolveVote(table(), { caller: 'Red', votes: [...votes.slice(0, 3), vote('Green', 'circle', 4)] })).toMatchObject({
      violation: expect.stringMatching(/lower the dedicated influence/),
    });
    const tied = [vote('Orange', 'circle'), vote('Red', 'square'), vote('Blue', 'triangle'), vote('Green', 'triangle')];
    expect(ok(resolveVote(table(), { caller: 'Red', votes: tied })).winner).toBe('triangle');
    const even = [vote('Orange', 'circle'), vote('Red', 'square'), vote('Blue', 'square'), vote('Green', 'circle')];
    expect(resolveVote(table(), { caller: 'Red', votes: even, tieChoice: 'triangle' })).toMatchObject({
      violation: expect.stringMatching(/not among the tied proposals/),
    });
  });
});
