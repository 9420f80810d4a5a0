import type { CampaignState } from '../state';
import type { VisitEvent } from './commands';

export function describeVisit(state: CampaignState, event: VisitEvent): string {
  const who = (id: string) => state.characters.find((c) => c.id === id)?.name ?? 'A character';
  switch (event.type) {
    case 'TownVisitStarted':
      return 'The party returned to Gloomhaven';
    case 'TravelStarted':
      return `The party set out for scenario ${event.scenarioId}${event.name ? ` "${event.name}"` : ''}: ${
        event.roadEventDue ? 'a road event is due' : `no road event (${event.reason})`
      }`;
    case 'ScenarioLeft':
      return `The party left scenario ${event.scenarioId}`;
    case 'CharacterLevelledUp':
      return `${who(event.characterId)} levelled up: level ${event.from} → ${event.to}`;
  }
}
