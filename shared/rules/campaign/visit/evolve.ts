import type { CampaignState } from '../state';
import type { VisitEvent } from './commands';
import { keepForNextScenario } from './next-scenario';

export function evolveVisit(state: CampaignState, event: VisitEvent): CampaignState {
  const { whereabouts } = state;
  switch (event.type) {
    case 'TownVisitStarted':
      // A new visit: its city event and every character's donation are still to come.
      return {
        ...state,
        whereabouts: { ...whereabouts, place: 'town', cityEventDone: false, travel: null },
        characters: state.characters.map((c) => (c.hasDonatedThisVisit ? { ...c, hasDonatedThisVisit: false } : c)),
      };
    case 'TravelStarted':
      return {
        ...state,
        whereabouts: {
          ...whereabouts,
          place: 'road',
          travel: {
            scenarioId: event.scenarioId,
            name: event.name,
            roadEvent: event.roadEventDue ? 'due' : 'none',
            reason: event.reason,
            ...(event.why ? { why: event.why } : {}),
          },
        },
      };
    case 'ScenarioLeft':
      // The last scenario's links come from its content when the party sets out again.
      return {
        ...state,
        whereabouts: {
          place: 'scenario',
          lastScenario: { id: event.scenarioId, outcome: event.outcome, links: [] },
          cityEventDone: whereabouts.cityEventDone,
          travel: null,
        },
      };
    case 'NextScenarioEffectsKept':
      return { ...state, nextScenario: keepForNextScenario(state.nextScenario, event.entries) };
    case 'NextScenarioEffectsTaken':
      return { ...state, nextScenario: [] };
    case 'CharacterLevelledUp':
      return { ...state, characters: state.characters.map((c) => (c.id === event.characterId ? { ...c, level: event.to } : c)) };
  }
}
