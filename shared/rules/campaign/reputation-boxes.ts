import type { CampaignEvent } from './events';
import type { CampaignState } from './state';
import { shuffleInEvents } from './town/add-events';

/**
 * 1st edition: what the party's reputation opens when it reaches a box of the party sheet's track
 * (1st ed. rulebook p. 49, "Special Conditions for Opening Envelopes"): 10 or higher opens the box
 * with the Sun symbol, 20 adds city event 76 and road event 67, -10 or lower opens the box with
 * the Eclipse symbol, -20 adds city event 77 and road event 68. Each acts once per campaign.
 */
export const REPUTATION_BOXES: ReadonlyArray<{
  value: number;
  opens?: string;
  events?: ReadonlyArray<{ deck: 'city' | 'road'; number: number }>;
}> = [
  { value: 10, opens: 'Sun box' },
  {
    value: 20,
    events: [
      { deck: 'city', number: 76 },
      { deck: 'road', number: 67 },
    ],
  },
  { value: -10, opens: 'Eclipse box' },
  {
    value: -20,
    events: [
      { deck: 'city', number: 77 },
      { deck: 'road', number: 68 },
    ],
  },
];

/** The boxes the reputation `after` the events reaches that the campaign has not acted on yet. */
export function reputationBoxesReached(after: CampaignState): CampaignEvent[] {
  if (after.edition !== 'gh1') return [];
  const reputation = after.party.reputation;
  const events: CampaignEvent[] = [];
  let current = after;
  for (const box of REPUTATION_BOXES) {
    const isReached = box.value > 0 ? reputation >= box.value : reputation <= box.value;
    if (!isReached || current.reputationBoxes.includes(box.value)) continue;
    events.push({ type: 'ReputationBoxReached', value: box.value });
    if (box.opens) events.push({ type: 'EnvelopeOpened', envelope: box.opens, reason: 'reputation' });
    if (box.events) {
      const added = shuffleInEvents(current, box.events);
      events.push(...added);
      for (const e of added)
        if (e.type === 'EventDeckShuffled')
          current = { ...current, eventDecks: { ...current.eventDecks, [e.deck]: e.order }, ...(e.rng ? { rng: e.rng } : {}) };
    }
  }
  return events;
}
