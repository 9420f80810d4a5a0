import type { Edition } from './edition';
import { evolveCampaignAll } from './evolve';
import { emptyCampaign, type CampaignState } from './state';
import { buildStartingDecks, startingEventNumbers } from './town/starting-decks';

/**
 * A campaign as the host creates it: empty, and for the 1st edition with its city and road event
 * decks already built from events 1-30 and shuffled (1st ed. rulebook p. 39: the decks are made
 * "when the game box is opened and the campaign begins"), so no set-up step comes before the
 * first event. A 2nd-edition campaign's decks come from its content's campaign setup, when the
 * content is chosen (town/starting-decks.ts). `emptyCampaign` stays the bare state tests build on.
 */
export function newCampaign(id: string, name: string, edition: Edition, mode: CampaignState['mode'], seed: number | string): CampaignState {
  const empty = emptyCampaign(id, name, edition, mode, seed);
  return edition === 'gh1' ? evolveCampaignAll(empty, buildStartingDecks(empty, startingEventNumbers(edition, undefined))) : empty;
}
