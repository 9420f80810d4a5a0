import { expect, it } from 'vitest';
import type { ChannelSpec } from './channels/common';
import { CHANNELS, contract } from './contract';
import { hostEvents, isReadAgain, on } from './host-events';

const specOf = (channel: (typeof CHANNELS)[number]): ChannelSpec => contract[channel];

it('every channel declares how it meets the change events: what it changes, when it is read again, or why neither', () => {
  const undeclared = CHANNELS.filter((channel) => {
    const spec = specOf(channel);
    const declarations = [spec.changes, spec.readsAgainOn, spec.changesNothing].filter((d) => d !== undefined);
    return declarations.length !== 1;
  });
  expect(undeclared).toEqual([]);
});

it('a channel that changes nothing a screen shows says so on purpose: a new writing channel must declare what it changes', () => {
  // Adding to this list is a decision: a channel that writes what another screen shows declares
  // `changes` instead, and the host announces it (main/ipc/router.ts).
  const changingNothing = CHANNELS.filter((channel) => specOf(channel).changesNothing !== undefined).sort();
  expect(changingNothing).toEqual([
    'app.info',
    'content.uploadChunk',
    'content.uploadStart',
    'drawings.boardDraft',
    'drawings.saveBoardDraft',
    'monsterAi.solve',
    'table.newCode',
    'table.revoke',
    'table.setOn',
  ]);
  for (const channel of changingNothing) expect(specOf(channel).changesNothing?.length).toBeGreaterThan(20);
});

it('the changes a channel declares are events with payloads the event schemas accept', () => {
  const view = { id: 's1', campaignId: 'c1', state: { id: 'c1' } };
  const examples: [string, unknown, unknown][] = [
    ['campaigns.execute', { campaignId: 'c1' }, view],
    ['campaigns.create', {}, view],
    ['scenarios.settle', { sessionId: 's1' }, { id: 's1', campaignId: null }],
    ['scenarios.delete', { sessionId: 's1' }, { deleted: true }],
    ['drawings.drawCardArea', { sessionId: 's1' }, []],
    ['content.import', {}, { id: 'pack' }],
    ['backups.restore', {}, {}],
  ];
  for (const [channel, input, output] of examples) {
    const changes = (
      specOf(channel as (typeof CHANNELS)[number]).changes as (i: unknown, o: unknown) => { event: string; payload: unknown }[]
    )(input, output);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(hostEvents[change.event as keyof typeof hostEvents].safeParse(change.payload).success).toBe(true);
  }
});

it('a read is read again when the fields it names agree with the event, or when anything may have changed', () => {
  const reads = [on('campaigns.changed', 'campaignId')];
  expect(isReadAgain(reads, 'campaigns.changed', { campaignId: 'c1' }, { campaignId: 'c1' })).toBe(true);
  expect(isReadAgain(reads, 'campaigns.changed', { campaignId: 'c2' }, { campaignId: 'c1' })).toBe(false);
  expect(isReadAgain(reads, 'campaigns.changed', { campaignId: 'c2' }, {})).toBe(true);
  expect(isReadAgain(reads, 'content.changed', { packId: 'p' }, { campaignId: 'c1' })).toBe(false);
  expect(isReadAgain([], 'campaigns.changed', { campaignId: null }, { campaignId: 'c1' })).toBe(true);
  // A deleted session's campaign is not known: every campaign's summaries are read again.
  expect(isReadAgain([on('scenarios.changed', 'campaignId')], 'scenarios.changed', { sessionId: 's' }, { campaignId: 'c1' })).toBe(true);
});
