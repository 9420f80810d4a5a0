import { describe, expect, it } from 'vitest';
import { foundersCommandSchema, parseCommand } from './commands';

describe('command schemas', () => {
  it('accept a well-formed command, with nested supplies', () => {
    const command = {
      type: 'DeliverToPrestige',
      building: 'guild',
      supply: {
        tile: 'government-1',
        from: [{ tile: 'jewelry-1' }, { tile: 'books-1', from: [{ tile: 'crops-1' }, { tile: 'knowledge-1' }] }],
      },
    };
    expect(foundersCommandSchema.parse(command)).toEqual(command);
  });

  it('turn a malformed command into a sentence naming the field', () => {
    expect(parseCommand({ type: 'SetUpGame', players: [] })).toMatchObject({
      violation: expect.stringMatching(/^This Founders command is not well formed.*players/),
    });
    expect(parseCommand({ type: 'CollectIncome', reason: 'callToVote' })).toMatchObject({ violation: expect.stringMatching(/caller/) });
    expect(parseCommand({ type: 'Explode' })).toMatchObject({ violation: expect.stringMatching(/type/) });
  });

  it('allow at most four players (1-4 players)', () => {
    const players = ['A', 'B', 'C', 'D', 'E'].map((colour) => ({ colour, race: 'Human' }));
    expect(parseCommand({ type: 'SetUpGame', players })).toMatchObject({ violation: expect.any(String) });
    expect(parseCommand({ type: 'SetUpGame', players: players.slice(0, 4) })).toMatchObject({ type: 'SetUpGame' });
  });
});
