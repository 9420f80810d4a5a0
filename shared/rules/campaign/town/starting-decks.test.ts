import { describe, expect, it } from 'vitest';
import { run } from '../campaign.fixture';
import { emptyCampaign } from '../state';
import { newCampaign } from '../new-campaign';
import { startingEventNumbers } from './starting-decks';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const cards = (deck: string, numbers: number[]) => numbers.map((n) => `${deck}:${n}`);

describe('a campaign starts with its event decks built (1st ed. rulebook p. 39; 2nd ed. campaign setup)', () => {
  it('1st edition: a new campaign holds city and road events 1-30, each deck shuffled, before any step', () => {
    const s = newCampaign('c', 'Decks', 'gh1', 'campaign', 7);
    expect([...s.eventDecks.city].sort()).toEqual(cards('city', range(1, 30)).sort());
    expect([...s.eventDecks.road].sort()).toEqual(cards('road', range(1, 30)).sort());
    // Shuffled, not in order, and the same again from the same seed; the generator moved on.
    expect(s.eventDecks.city).not.toEqual(cards('city', range(1, 30)));
    expect(newCampaign('c', 'Decks', 'gh1', 'campaign', 7).eventDecks).toEqual(s.eventDecks);
    expect(s.rng).not.toEqual(emptyCampaign('c', 'Decks', 'gh1', 'campaign', 7).rng);
    // The first city event is drawn at once.
    expect(run(s, { type: 'DrawEvent', deck: 'city' }).pendingEvent?.cardId).toBe(s.eventDecks.city[0]);
  });

  it('2nd edition: the cards its content names, shuffled in when the content is chosen', () => {
    const setup = { startingEvents: { city: range(1, 20), road: range(1, 20) } };
    expect(startingEventNumbers('gh2', setup)).toEqual(setup.startingEvents);
    expect(startingEventNumbers('gh2', undefined)).toEqual({ city: [], road: [] });
    expect(newCampaign('c', 'Two', 'gh2', 'campaign', 7).eventDecks).toEqual({ city: [], road: [] });
    const s = run(newCampaign('c', 'Two', 'gh2', 'campaign', 7), {
      type: 'UseContentPacks',
      packIds: ['gh2e'],
      startingEvents: setup.startingEvents,
    });
    expect([...s.eventDecks.city].sort()).toEqual(cards('city', range(1, 20)).sort());
    expect(s.eventDecks.road).toHaveLength(20);
  });

  it('leaves decks a campaign already has alone when content is chosen again', () => {
    const s = run(
      newCampaign('c', 'Decks', 'gh1', 'campaign', 3),
      { type: 'DrawEvent', deck: 'city' },
      { type: 'ResolveEvent', option: 'A', effects: {}, disposition: 'remove' },
    );
    const chosen = run(s, { type: 'UseContentPacks', packIds: ['gh'], startingEvents: startingEventNumbers('gh1', undefined) });
    expect(chosen.eventDecks).toEqual(s.eventDecks);
    expect(chosen.eventDecks.city).toHaveLength(29);
  });
});
