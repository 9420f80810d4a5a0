import { shuffle } from '../../../random';
import type { Edition } from '../edition';
import type { CampaignEvent } from '../events';
import { campaignRng, type CampaignState } from '../state';

export type StartingEvents = Record<'city' | 'road', number[]>;

/**
 * 1st edition: a new campaign's city and road event decks are each made of events 01 to 30,
 * shuffled (1st ed. rulebook p. 39, "City and Road Event Cards").
 */
export const GH1_STARTING_EVENTS = { first: 1, last: 30 } as const;

/**
 * The event cards a new campaign's decks start with. 1st edition: city and road events 1 to 30,
 * whatever texts the content holds (the cards are in the box; p. 39). 2nd edition: the cards the
 * content's campaign setup names (its "Campaign Setup": city and road events 1-20 in gh2e.json);
 * without a setup record, none.
 */
export function startingEventNumbers(edition: Edition, setup: { startingEvents: StartingEvents } | undefined): StartingEvents {
  if (edition === 'gh2') return { city: [...(setup?.startingEvents.city ?? [])], road: [...(setup?.startingEvents.road ?? [])] };
  const numbers = Array.from({ length: GH1_STARTING_EVENTS.last - GH1_STARTING_EVENTS.first + 1 }, (_, i) => GH1_STARTING_EVENTS.first + i);
  return { city: numbers, road: [...numbers] };
}

/**
 * Builds a campaign's event decks when it takes its content, shuffled with the campaign's
 * generator (the order is in the events, so a replay deals the same). Only a campaign whose decks
 * were never built: once a card is in a deck, out of the game or being read, the decks are the
 * campaign's own and choosing content again leaves them alone.
 */
export function buildStartingDecks(state: CampaignState, starting: StartingEvents): CampaignEvent[] {
  const isBuilt =
    state.eventDecks.city.length > 0 || state.eventDecks.road.length > 0 || state.removedEvents.length > 0 || state.pendingEvent !== null;
  if (isBuilt) return [];
  const events: CampaignEvent[] = [];
  let rng = campaignRng(state);
  for (const deck of ['city', 'road'] as const) {
    const added = [...new Set(starting[deck])].map((n) => `${deck}:${n}`);
    if (added.length === 0) continue;
    const shuffled = shuffle(added, rng);
    rng = shuffled.rng;
    events.push({ type: 'EventDeckShuffled', deck, added, order: shuffled.items, rng });
  }
  return events;
}
