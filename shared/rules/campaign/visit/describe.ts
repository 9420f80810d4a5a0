import type { CampaignState } from '../state';
import type { VisitEvent } from './commands';
import { startWords } from './next-scenario';
import { contentName, history, wordList, type Words, type WordValue } from '../../words';
import { characterName } from '../history-names';
import { roadReasonWords } from '../travel';

export function describeVisit(state: CampaignState, event: VisitEvent): Words {
  const v = (key: string, values?: Record<string, WordValue>) => history(`visit.${key}`, values);
  const who = (id: string) => characterName(state, id, true);
  switch (event.type) {
    case 'TownVisitStarted':
      return v('returned');
    case 'TravelStarted': {
      const scenario = event.name
        ? v('scenarioNamed', { index: event.scenarioId, name: contentName('scenarios', event.scenarioId, event.name) })
        : event.scenarioId;
      return event.roadEventDue ? v('travelRoadEvent', { scenario }) : v('travelNoRoadEvent', { scenario, reason: roadReasonWords(event) });
    }
    case 'ScenarioLeft':
      return v('left', { index: event.scenarioId });
    case 'NextScenarioEffectsKept':
      return v('kept', {
        entries: wordList(
          event.entries.map((e) => v('keptEntry', { name: who(e.characterId), what: startWords(e) })),
          'semicolon',
        ),
      });
    case 'NextScenarioEffectsTaken':
      return v('taken', {
        index: event.scenarioId,
        entries: wordList(
          event.entries.map((e) => v('takenEntry', { name: who(e.characterId), what: startWords(e) })),
          'semicolon',
        ),
      });
    case 'CharacterLevelledUp':
      return v('levelledUp', { name: who(event.characterId), from: event.from, to: event.to });
  }
}
