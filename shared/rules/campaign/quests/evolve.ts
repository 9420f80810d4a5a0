import type { CampaignState } from '../state';
import type { QuestEvent } from './events';

export function evolveQuests(state: CampaignState, event: QuestEvent): CampaignState {
  switch (event.type) {
    case 'CharactersCompletedScenario':
      return {
        ...state,
        characters: state.characters.map((c) =>
          c.tallies && event.characterIds.includes(c.id)
            ? {
                ...c,
                tallies: {
                  ...c.tallies,
                  completedScenarios: [...c.tallies.completedScenarios, event.scenarioId],
                  ...(event.hasBoss && c.tallies.bossScenarios !== undefined ? { bossScenarios: c.tallies.bossScenarios + 1 } : {}),
                },
              }
            : c,
        ),
      };
    case 'CharactersExhausted':
      return {
        ...state,
        characters: state.characters.map((c) =>
          c.tallies?.exhaustions !== undefined && event.characterIds.includes(c.id)
            ? { ...c, tallies: { ...c.tallies, exhaustions: c.tallies.exhaustions + 1 } }
            : c,
        ),
      };
    case 'MonstersKilled':
      return {
        ...state,
        characters: state.characters.map((c) => {
          const mine = event.kills.filter((kill) => kill.characterId === c.id);
          if (c.tallies?.kills === undefined || mine.length === 0) return c;
          const kills = { ...c.tallies.kills };
          for (const kill of mine) kills[kill.monster] = (kills[kill.monster] ?? 0) + kill.count;
          return { ...c, tallies: { ...c.tallies, kills } };
        }),
      };
    case 'PersonalQuestCompleted':
      return { ...state, completedQuests: [...state.completedQuests, event.quest] };
    case 'TownRecordsOpened':
      return { ...state, townRecords: true };
    case 'ReputationBoxReached':
      return { ...state, reputationBoxes: [...state.reputationBoxes, event.value] };
    case 'EnvelopeOpened':
    case 'UnlockOpenedBefore':
      // The players open it; the campaign keeps the fact in its history.
      return state;
  }
}
