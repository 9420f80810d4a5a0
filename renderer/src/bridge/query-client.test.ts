import { QueryObserver } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { isAffected, queryClientOf } from './query-client';
import type { HavenApi } from './transport';

it('reads again only what an event may have changed, by event and id', () => {
  const session = ['scenarios.get', { sessionId: 's1' }];
  expect(isAffected('scenarios.changed', { sessionId: 's1', campaignId: 'c1' }, session)).toBe(true);
  expect(isAffected('scenarios.changed', { sessionId: 's2', campaignId: 'c1' }, session)).toBe(false);
  expect(isAffected('scenarios.changed', { sessionId: 's2', campaignId: 'c1' }, ['scenarios.list', { campaignId: 'c1' }])).toBe(true);
  expect(isAffected('founders.changed', { gameId: 'g1' }, session)).toBe(false);

  const campaign = ['campaigns.get', { campaignId: 'c1' }];
  expect(isAffected('campaigns.changed', { campaignId: 'c1' }, campaign)).toBe(true);
  expect(isAffected('campaigns.changed', { campaignId: 'c2' }, campaign)).toBe(false);
  expect(isAffected('campaigns.changed', { campaignId: 'c2' }, ['campaigns.list', {}])).toBe(true);
  expect(isAffected('campaigns.changed', { campaignId: 'c1' }, ['town.view', { campaignId: 'c1' }])).toBe(true);
  // The character sheet's own reads (equipment, perks, quests) follow their campaign's changes.
  expect(isAffected('campaigns.changed', { campaignId: 'c1' }, ['character.equipment', { campaignId: 'c1', characterId: 'a' }])).toBe(true);
  expect(isAffected('campaigns.changed', { campaignId: 'c1' }, ['characters.quests', { campaignId: 'c1' }])).toBe(true);
  expect(isAffected('campaigns.changed', { campaignId: 'c2' }, ['character.equipment', { campaignId: 'c1', characterId: 'a' }])).toBe(
    false,
  );
  // A restored backup or the command line names no campaign: everything is read again.
  expect(isAffected('campaigns.changed', { campaignId: null }, session)).toBe(true);

  expect(isAffected('content.changed', { packId: 'p' }, ['content.records', { kind: 'scenarios', packIds: ['p'] }])).toBe(true);
  expect(isAffected('content.changed', { packId: 'p' }, campaign)).toBe(false);
  expect(isAffected('drawings.changed', { what: 'cardAreas', sessionId: 's2' }, ['drawings.cardAreas', { sessionId: 's1' }])).toBe(true);
  expect(isAffected('drawings.changed', { what: 'cardAreas', sessionId: 's2' }, session)).toBe(false);
});

/** A transport whose reads the test answers by hand, one at a time, and whose events it sends. */
function heldTransport() {
  const reads: Array<(value: unknown) => void> = [];
  const listeners = new Map<string, (payload: unknown) => void>();
  const transport: HavenApi = {
    invoke: () => new Promise((resolve) => reads.push((value) => resolve({ ok: true, value }))),
    on: (event, listener) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
  };
  return { transport, reads, announce: (event: string, payload: unknown) => listeners.get(event)!(payload) };
}

it('reads again a first read that was on its way when a change was announced, so the older answer is never shown', async () => {
  const { transport, reads, announce } = heldTransport();
  const client = queryClientOf(transport);
  const key = ['characters.quests', { campaignId: 'c1' }];
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: async () => ((await transport.invoke('characters.quests', { campaignId: 'c1' })) as { value: unknown }).value,
  });
  const seen: unknown[] = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result.data));
  await vi.waitFor(() => expect(reads).toHaveLength(1));
  // The host changes the campaign while the first read is on its way, then answers it with the older state.
  announce('campaigns.changed', { campaignId: 'c1' });
  await vi.waitFor(() => expect(reads).toHaveLength(2));
  reads[0]!('before the change');
  reads[1]!('after the change');
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('after the change'));
  expect(seen).not.toContain('before the change');
  unsubscribe();
});
