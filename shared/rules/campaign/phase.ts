import { refusal, type Refusal } from '../refusal';
import type { CampaignCommand } from './commands';
import { characterLevel, levelsToTake } from './levels';
import type { CampaignState } from './state';

/**
 * Where the campaign stands, as a pure reading of its state: every campaign command asks it
 * (`phaseRefusal`) before its own rule, and the screens show it.
 *
 * - `place`: in Gloomhaven, at the scenario just played, or on the road to the next one (1st ed.
 *   rulebook p. 41: after a scenario the party returns to town or travels on).
 * - `cityStep`, 2nd edition in town: the City Phase is a city event followed by downtime (2nd ed.
 *   refresher, "The City Phase is a city event followed by downtime ..."). The city event is due
 *   in a visit that follows a scenario, until the card drawn is resolved; a visit with nothing to
 *   draw (an empty deck), or the campaign's first days in town before any scenario, are downtime.
 *   1st edition town and every place outside town: null.
 * - `levelsDue`: the characters whose experience has earned a level they have not taken; it is
 *   taken in town (1st ed. p. 44, "Leveling up only occurs in town"; "they must level up") and
 *   so before the party leaves it.
 */
export interface CampaignPhase {
  place: 'town' | 'road' | 'scenario';
  cityStep: 'cityEvent' | 'downtime' | null;
  levelsDue: Array<{ characterId: string; name: string; level: number }>;
}

export function campaignPhase(state: CampaignState): CampaignPhase {
  const { place } = state.whereabouts;
  return {
    place,
    cityStep: place === 'town' && state.edition === 'gh2' ? cityStep(state) : null,
    levelsDue: state.characters
      .filter((c) => !c.isRetired && levelsToTake(c) > 0)
      .map((c) => ({ characterId: c.id, name: c.name, level: characterLevel(c) + 1 })),
  };
}

function cityStep(state: CampaignState): 'cityEvent' | 'downtime' {
  if (state.pendingEvent?.deck === 'city') return 'cityEvent';
  const { lastScenario, cityEventDone } = state.whereabouts;
  const isDue = lastScenario !== null && !cityEventDone && state.eventDecks.city.length > 0;
  return isDue ? 'cityEvent' : 'downtime';
}

/** What a character does in town, for the sentences that say it waits. */
type TownAction = 'create' | 'enhance' | 'retire' | 'catchUp' | 'levelUp' | 'buy' | 'sell' | 'donate';

/**
 * Creating a character, enhancing, retiring and catching up to prosperity happen while visiting
 * Gloomhaven only (1st ed. rulebook p. 42 "Visiting Gloomhaven" lists them as town activities;
 * p. 45 enhancing "while visiting Gloomhaven"; p. 48 retirement is announced "while visiting";
 * p. 48 catching up is a level-up, which "only occurs in town"). The party on the road, even
 * between linked scenarios, creates none (it may still bring an existing character).
 */
const TOWN_ONLY: Partial<Record<CampaignCommand['type'], TownAction>> = {
  CreateCharacter: 'create',
  BuyEnhancement: 'enhance',
  RetireCharacter: 'retire',
  CatchUpToProsperity: 'catchUp',
};

/**
 * 2nd edition: what the City Phase's downtime holds waits until its city event is resolved
 * (refresher: downtime is where characters level up, retire, create new characters, buy
 * enhancements, donate and buy and sell items, after the city event).
 */
const DOWNTIME: Partial<Record<CampaignCommand['type'], TownAction>> = {
  ...TOWN_ONLY,
  LevelUp: 'levelUp',
  BuyItem: 'buy',
  SellItem: 'sell',
  Donate: 'donate',
};

/**
 * The refusal the campaign's phase gives a command, or null when the phase allows it. The
 * command's own rule still decides the rest (who, how much, whether it is earned).
 */
export function phaseRefusal(state: CampaignState, command: CampaignCommand): Refusal | null {
  // Casual mode never touches the campaign (1st ed. rulebook p. 34: story and rewards are
  // disregarded; p. 42: a visit to Gloomhaven follows a scenario played in campaign mode).
  if (state.mode === 'casual' && command.type === 'RecordScenarioResult')
    return refusal('phase.casualResult', { scenario: command.scenarioId });
  if (state.mode === 'casual' && command.type === 'TravelToScenario') return refusal('phase.casualTravel');
  const phase = campaignPhase(state);
  const name = 'characterId' in command ? (state.characters.find((c) => c.id === command.characterId)?.name ?? '') : '';
  const townAction = TOWN_ONLY[command.type];
  if (townAction && phase.place !== 'town') return refusal('phase.inTownOnly', { action: townAction, name });
  const downtimeAction = DOWNTIME[command.type];
  if (downtimeAction && phase.cityStep === 'cityEvent') return refusal('phase.afterCityEvent', { action: downtimeAction, name });
  if (command.type === 'TravelToScenario' && phase.place === 'town' && phase.levelsDue.length > 0) {
    return refusal(
      'phase.levelsBeforeLeaving',
      {},
      { due: phase.levelsDue.map(({ name, level }) => refusal('phase.levelDue', { name, level })) },
    );
  }
  return null;
}
