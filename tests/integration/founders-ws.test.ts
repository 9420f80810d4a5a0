import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundersView } from '@shared/ipc/channels/founders';
import type { IpcResult } from '@shared/ipc/contract';
import type { SocketClient } from '../support/socket-client';
import { startTestWebHost } from '../support/web-host';

// The Founders channels over the real host and WebSocket: what the screen relies on.

let client: SocketClient;
let stop: () => Promise<void>;
/** The host's events as the socket received them. */
let events: SocketClient['events'];

function call(channel: string, input?: unknown): Promise<IpcResult> {
  return client.call(channel, input);
}

async function value<T>(channel: string, input?: unknown): Promise<T> {
  const result = await call(channel, input);
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
}

beforeAll(async () => {
  ({ client, stop } = await startTestWebHost());
  events = client.events;
});

afterAll(() => stop());

describe('Founders of Gloomhaven over the WebSocket', () => {
  it('creates a game, applies commands, undoes and redoes, and announces each change', async () => {
    const created = await value<FoundersView>('founders.create', {
      name: 'Socket table',
      players: [
        { colour: 'Blue', race: 'Inox' },
        { colour: 'Red', race: 'Savvas' },
      ],
    });
    const gameId = created.id;
    expect(created.state.players.map((p) => p.money)).toEqual([7, 7]);
    await value('founders.execute', {
      gameId,
      command: { type: 'ImportResource', tile: { id: 'metal-1', resource: 'metal' }, owner: 'Blue' },
    });
    const income = await value<FoundersView>('founders.execute', {
      gameId,
      command: { type: 'CollectIncome', reason: 'incomeAction', player: 'Blue' },
    });
    expect(income.state.players[0]?.money).toBe(8);
    expect((await value<FoundersView>('founders.undo', { gameId })).state.players[0]?.money).toBe(7);
    expect((await value<FoundersView>('founders.redo', { gameId })).state.players[0]?.money).toBe(8);
    await expect.poll(() => events.filter((e) => e.event === 'founders.changed').length).toBeGreaterThanOrEqual(5);
    expect(events.at(-1)).toEqual({ event: 'founders.changed', payload: { gameId } });
    const list = await value<{ id: string }[]>('founders.list', {});
    expect(list.map((g) => g.id)).toContain(gameId);
  });

  it('answers a rule the command breaks, or a malformed command, with a sentence and changes nothing', async () => {
    const { id: gameId } = await value<FoundersView>('founders.create', {
      name: 'Strict table',
      players: [{ colour: 'Blue', race: 'Inox' }],
    });
    const refused = await call('founders.execute', { gameId, command: { type: 'BuildHouse', player: 'Green' } });
    // The refusal travels as its catalog key and values beside the sentence (issue 18).
    expect(refused).toEqual({
      ok: false,
      code: 'rule-violation',
      error: 'There is no Green player in this game; name a player of this game. Nothing was changed.',
      refusal: { key: 'founders.noPlayer', params: { player: 'Green' } },
    });
    const malformed = await call('founders.execute', {
      gameId,
      command: { type: 'AdjustScore', player: 'Blue', points: 1.5, reason: 'x' },
    });
    expect(malformed).toMatchObject({ ok: false, code: 'invalid-input' });
    expect(!malformed.ok && malformed.error).toBe('The points must be a whole number. Nothing was changed.');
    const badSetup = await call('founders.create', { name: 'Crowd', players: [] });
    expect(!badSetup.ok && badSetup.error).toContain('A game has 1 to 4 players');
    const missing = await call('founders.get', { gameId: 'nope' });
    expect(missing).toMatchObject({ ok: false, code: 'not-found' });
    expect((await value<FoundersView>('founders.get', { gameId })).canUndo).toBe(false);
  });
});
