import { shuffle } from '../../../random';
import type { CampaignEvent } from '../events';
import { campaignRng, type CampaignState } from '../state';

/**
 * Event cards added to the decks by the campaign itself: a class unlocked, a class's first
 * retirement (1st ed. rulebook p. 48: the numbers on the back of the class's mat, for both decks;
 * the 2nd edition's data names each card). Adding a card shuffles its deck (p. 39); a card already
 * in the campaign (in a deck, being read or out of the game) is not added twice.
 */
export function shuffleInEvents(state: CampaignState, cards: ReadonlyArray<{ deck: 'city' | 'road'; number: number }>): CampaignEvent[] {
  const known = new Set([...state.eventDecks.city, ...state.eventDecks.road, ...state.removedEvents]);
  if (state.pendingEvent) known.add(state.pendingEvent.cardId);
  const events: CampaignEvent[] = [];
  let rng = campaignRng(state);
  for (const deck of ['city', 'road'] as const) {
    const added = [...new Set(cards.filter((c) => c.deck === deck).map((c) => `${deck}:${c.number}`))].filter((id) => !known.has(id));
    if (added.length === 0) continue;
    const shuffled = shuffle([...state.eventDecks[deck], ...added], rng);
    rng = shuffled.rng;
    events.push({ type: 'EventDeckShuffled', deck, added, order: shuffled.items, rng });
  }
  return events;
}
