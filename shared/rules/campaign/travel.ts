import type { Edition } from './edition';
import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from '../refusal';
import type { Words } from '../words';

/** Where the party sets out from: the town after a visit, or the place of the scenario just played. */
export type Departure =
  | { from: 'town' }
  | {
      from: 'scenario';
      scenarioId: string;
      outcome: 'success' | 'failure';
      /** Scenarios the last one's entry lists as linked to it. */
      links: readonly string[];
    };

/** The scenario the party travels to, as its content describes it. */
export interface Destination {
  scenarioId: string;
  /** Scenarios its entry lists as linked to it. */
  links: readonly string[];
  /**
   * 2nd edition data marks each scenario that needs a road event (GHS `eventType: "road"`); a
   * scenario without the mark (the first one, those inside the city) needs none. Unknown: undefined.
   */
  needsRoadEvent?: boolean;
}

export interface RoadEventRule {
  isDue: boolean;
  /** Why, in English words a player reads (kept in the campaign as it always was). */
  reason: string;
  /** Why, keyed (`refusals.host.roadReason.*`), so each screen words it in its own language. */
  why: Refusal;
}

function because(isDue: boolean, key: RefusalKey, params: RefusalParams = {}): RoadEventRule {
  const why = refusal(key, params);
  return { isDue, reason: englishRefusal(why), why };
}

/**
 * Whether a road event must be completed before the next scenario.
 *
 * 1st edition (rulebook p. 41, "Traveling and Road Events"): after a scenario the party returns to
 * Gloomhaven or travels on at once. Travelling on takes a road event unless the party replays the
 * same scenario, the new one is linked to the last one, or the game is in casual mode. From town
 * a road event is due unless the new scenario is linked to Gloomhaven or the game is casual.
 *
 * 2nd edition ("Scenario Setup" and "Scenario End" in the rules refresher, ../shared/seeds): a road
 * event is resolved unless the party replays a lost scenario at once or moves straight on to a
 * linked scenario; scenarios the data does not mark for a road event take none.
 */
export function roadEventRule(edition: Edition, mode: 'campaign' | 'casual', departure: Departure, to: Destination): RoadEventRule {
  if (edition === 'gh1' && mode === 'casual') return because(false, 'host.roadReason.casual');
  if (departure.from === 'scenario') {
    if (departure.scenarioId === to.scenarioId) {
      if (edition === 'gh1') return because(false, 'host.roadReason.sameScenario');
      if (departure.outcome === 'failure') return because(false, 'host.roadReason.lostReplay');
    }
    if (departure.links.includes(to.scenarioId) || to.links.includes(departure.scenarioId)) {
      return because(false, 'host.roadReason.linked', { scenario: to.scenarioId, from: departure.scenarioId });
    }
  }
  if (edition === 'gh2' && to.needsRoadEvent === false) return because(false, 'host.roadReason.unmarked', { scenario: to.scenarioId });
  return because(true, 'host.roadReason.due', { scenario: to.scenarioId });
}

/**
 * The reason a campaign keeps for its road event as words to read: keyed where it has a known key
 * (`refusals.host.roadReason.*`), else its English words (campaigns kept before the key, or a file
 * from elsewhere naming a key Haven does not know).
 */
export function roadReasonWords(travel: {
  reason: string;
  why?: { key: string; params: Record<string, string> } | undefined;
}): Words | string {
  const { why } = travel;
  return why && /^host\.roadReason\.\w+$/.test(why.key) ? { key: `refusals.${why.key}`, values: why.params } : travel.reason;
}
