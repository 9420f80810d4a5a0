import { history, wordList, type Words } from '../../words';
import { characterName } from '../history-names';
import type { CampaignState } from '../state';
import type { QuestEvent } from './events';

export function describeQuests(state: CampaignState, event: QuestEvent): Words {
  switch (event.type) {
    case 'CharactersCompletedScenario':
      return history('quests.completedScenario', { index: event.scenarioId, count: event.characterIds.length });
    case 'CharactersExhausted':
      return history('quests.exhausted', {
        index: event.scenarioId,
        names: wordList(event.characterIds.map((id) => characterName(state, id, true))),
      });
    case 'MonstersKilled':
      return history('quests.kills', {
        index: event.scenarioId,
        kills: wordList(
          event.kills.map((kill) =>
            history('quests.kill', {
              name: characterName(state, kill.characterId, true),
              count: kill.count,
              monster: kill.name,
              rank: kill.rank ?? 'normal',
              items: kill.items && kill.items.length > 0 ? wordList(kill.items, 'and') : 'none',
            }),
          ),
        ),
      });
    case 'PersonalQuestCompleted':
      return history('quests.questCompleted', { name: characterName(state, event.characterId, true), quest: event.quest });
    case 'TownRecordsOpened':
      return history('quests.townRecords');
    case 'EnvelopeOpened':
      return history('quests.envelope', { envelope: event.envelope, reason: event.reason });
    case 'UnlockOpenedBefore':
      return history('quests.openedBefore', { name: event.name });
    case 'ReputationBoxReached':
      return history('quests.reputationBox', { value: event.value });
  }
}
