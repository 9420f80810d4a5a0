import type { CampaignState } from '../state';
import type { VisitEvent } from './commands';
import { startInWords } from './next-scenario';

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
    case 'NextScenarioEffectsKept':
      return `For the next scenario: ${event.entries.map((e) => `${who(e.characterId)} starts with ${startInWords(e)}`).join('; ')}`;
    case 'NextScenarioEffectsTaken':
      return `Scenario ${event.scenarioId} started with what the events gave: ${event.entries
        .map((e) => `${who(e.characterId)} ${startInWords(e)}`)
        .join('; ')}`;
    case 'CharacterLevelledUp':
      return `${who(event.characterId)} levelled up: level ${event.from} → ${event.to}`;
  }
}
