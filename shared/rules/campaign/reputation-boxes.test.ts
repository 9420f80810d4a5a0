import { describe, expect, it } from 'vitest';
import { eventsOf, run } from './campaign.fixture';
import { emptyCampaign } from './state';

describe("1st edition: the reputation track's boxes act once (rulebook p. 49)", () => {
  it('10 opens the Sun box, 20 adds city event 76 and road event 67, once', () => {
    const s = emptyCampaign('c', 'Rep', 'gh1', 'campaign');
    expect(eventsOf(s, { type: 'ChangeReputation', delta: 10 })).toContainEqual({
      type: 'EnvelopeOpened',
      envelope: 'Sun box',
      reason: 'reputation',
    });
    const top = run(s, { type: 'SetReputation', value: 20 });
    expect(top.reputationBoxes).toEqual([10, 20]);
    expect(top.eventDecks.city).toContain('city:76');
    expect(top.eventDecks.road).toContain('road:67');
    // Down and up again: nothing acts twice.
    const again = eventsOf(run(top, { type: 'SetReputation', value: 5 }), { type: 'SetReputation', value: 20 });
    expect(again.map((e) => e.type)).toEqual(['ReputationChanged']);
  });

  it('-10 opens the Eclipse box, -20 adds city event 77 and road event 68; the 2nd edition has no such boxes', () => {
    const low = run(emptyCampaign('c', 'Rep', 'gh1', 'campaign'), { type: 'SetReputation', value: -20 });
    expect(low.reputationBoxes).toEqual([-10, -20]);
    expect(low.eventDecks.road).toContain('road:68');
    expect(run(emptyCampaign('c', 'Rep', 'gh2', 'campaign'), { type: 'SetReputation', value: 20 }).reputationBoxes).toEqual([]);
  });
});
