import { z } from 'zod';

/**
 * Events the host pushes to every window and browser client when something changed, and the two
 * halves of every channel's declaration about them (channels/common.ts): a channel that writes
 * says what it changes (`changed.campaign(id)`), and the host announces exactly that after it
 * succeeded (main/ipc/router.ts); a channel a screen reads says after which changes it is read
 * again (`on('campaigns.changed', 'campaignId')`), and the screens' query cache follows that
 * (renderer/src/bridge/query-client.ts). Nothing else decides who hears what.
 */
export const hostEvents = {
  /** A campaign changed; no campaign named (null): anything may have changed (a restored backup, the command line). */
  'campaigns.changed': z.object({ campaignId: z.string().nullable() }),
  /** A Founders game changed, so open screens read it again. */
  'founders.changed': z.object({ gameId: z.string().nullable() }),
  'content.changed': z.object({ packId: z.string() }),
  /** A scenario session changed; its campaign when known (a deleted session's is not). */
  'scenarios.changed': z.object({ sessionId: z.string(), campaignId: z.string().nullable().optional() }),
  /** Table mode turned on or off, a pairing code made, a device paired or revoked (table mode announces these itself). */
  'table.changed': z.object({}),
  'drawings.changed': z.object({ what: z.enum(['cardAreas', 'boardDraft']), sessionId: z.string().nullable() }),
} as const;
export type HostEvent = keyof typeof hostEvents;
export type HostEventPayload<E extends HostEvent> = z.output<(typeof hostEvents)[E]>;
export const HOST_EVENTS = Object.keys(hostEvents) as HostEvent[];

/** One announcement: an event and its payload. */
export type Change = { [E in HostEvent]: { event: E; payload: HostEventPayload<E> } }[HostEvent];

/** What a writing channel changes, in words: "this channel changes campaign <campaignId>". */
export const changed = {
  /** null: no campaign named, so anything may have changed (every screen reads again what it shows). */
  campaign: (campaignId: string | null): Change => ({ event: 'campaigns.changed', payload: { campaignId } }),
  /** Anything may have changed: a restored backup. */
  everything: (): Change => ({ event: 'campaigns.changed', payload: { campaignId: null } }),
  scenario: (sessionId: string, campaignId?: string | null): Change => ({
    event: 'scenarios.changed',
    payload: campaignId === undefined ? { sessionId } : { sessionId, campaignId },
  }),
  founders: (gameId: string): Change => ({ event: 'founders.changed', payload: { gameId } }),
  content: (packId: string): Change => ({ event: 'content.changed', payload: { packId } }),
  /** A session's card area pictures (shared by every session of its pack). */
  cardAreas: (sessionId: string): Change => ({ event: 'drawings.changed', payload: { what: 'cardAreas', sessionId } }),
};

/**
 * After which event a reading channel is read again: the fields named must agree between the
 * query's input and the event's payload (a field missing on either side agrees with anything).
 */
export interface ReadAgain {
  event: HostEvent;
  sameFields: readonly string[];
}

export function on<E extends HostEvent>(event: E, ...sameFields: (keyof HostEventPayload<E> & string)[]): ReadAgain {
  return { event, sameFields };
}

/** A campaign named by no one: a restored backup or a change from the command line; anything may differ. */
export function isAnythingChanged(event: HostEvent, payload: unknown): boolean {
  const campaignId = (payload as { campaignId?: unknown } | null | undefined)?.campaignId;
  return event === 'campaigns.changed' && (campaignId === null || campaignId === undefined);
}

/** Whether a read declared with `readsAgainOn` is to be read again after this event. */
export function isReadAgain(readsAgainOn: readonly ReadAgain[], event: HostEvent, payload: unknown, input: unknown): boolean {
  if (isAnythingChanged(event, payload)) return true;
  const p = (payload ?? {}) as Record<string, unknown>;
  const i = (input ?? {}) as Record<string, unknown>;
  return readsAgainOn.some(
    (read) => read.event === event && read.sameFields.every((f) => i[f] === undefined || p[f] === undefined || i[f] === p[f]),
  );
}
