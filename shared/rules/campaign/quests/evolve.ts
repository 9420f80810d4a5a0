import type { CampaignState } from '../state';
import type { Kill, QuestEvent } from './events';

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
          c.tallies === undefined
            ? c
            : {
                ...c,
                tallies: {
                  ...c.tallies,
                  ...(c.tallies.exhaustions !== undefined && event.characterIds.includes(c.id)
                    ? { exhaustions: c.tallies.exhaustions + 1 }
                    : {}),
                  ...(c.tallies.exhaustionsSeen !== undefined && event.party?.includes(c.id)
                    ? { exhaustionsSeen: c.tallies.exhaustionsSeen + event.characterIds.length }
                    : {}),
                },
              },
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
          const elite = mine.filter((kill) => kill.rank === 'elite').reduce((sum, kill) => sum + kill.count, 0);
          const itemKills = c.tallies.itemKills === undefined ? undefined : withItemKills(c.tallies.itemKills, mine);
          return {
            ...c,
            tallies: {
              ...c.tallies,
              kills,
              ...(c.tallies.eliteKills === undefined ? {} : { eliteKills: c.tallies.eliteKills + elite }),
              ...(itemKills === undefined ? {} : { itemKills }),
            },
          };
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

/**
 * Kills by item and monster type, with the kills whose attacks took items added. Built through maps
 * and `Object.fromEntries`, so an item named like an object's own key ("__proto__") stays a name.
 */
function withItemKills(before: Record<string, Record<string, number>>, kills: readonly Kill[]): Record<string, Record<string, number>> {
  const after = new Map(Object.entries(before).map(([item, byType]) => [item, new Map(Object.entries(byType))]));
  for (const kill of kills)
    for (const item of kill.items ?? []) {
      const byType = after.get(item) ?? new Map<string, number>();
      byType.set(kill.monster, (byType.get(kill.monster) ?? 0) + kill.count);
      after.set(item, byType);
    }
  return Object.fromEntries([...after].map(([item, byType]) => [item, Object.fromEntries(byType)]));
}
