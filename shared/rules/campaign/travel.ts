import type { Edition } from './edition';

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
  /** Why, in words a player reads. */
  reason: string;
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
  if (edition === 'gh1' && mode === 'casual') return { isDue: false, reason: 'casual mode takes no road events' };
  if (departure.from === 'scenario') {
    if (departure.scenarioId === to.scenarioId) {
      if (edition === 'gh1') return { isDue: false, reason: 'the party replays the same scenario' };
      if (departure.outcome === 'failure') return { isDue: false, reason: 'the party replays the lost scenario at once' };
    }
    if (departure.links.includes(to.scenarioId) || to.links.includes(departure.scenarioId)) {
      return { isDue: false, reason: `scenario ${to.scenarioId} is linked to scenario ${departure.scenarioId}` };
    }
  }
  if (edition === 'gh2' && to.needsRoadEvent === false) return { isDue: false, reason: `scenario ${to.scenarioId} takes no road event` };
  return { isDue: true, reason: `travelling to scenario ${to.scenarioId} takes a road event` };
}
