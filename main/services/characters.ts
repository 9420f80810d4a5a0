import type { CampaignState, Character } from '@shared/rules/campaign';
import type { PersonalQuest } from '@shared/content/model/campaign-cards';
import { retirementStatus } from '@shared/rules/campaign';
import type { QuestStatus } from '@shared/ipc/character-types';
import type { CampaignService } from './campaigns';
import type { ContentService } from './content';
import { questLabel } from '@shared/rules/campaign/town/deal';

/**
 * Personal quests and retirement against the campaign's content: the card a character holds, its
 * progress, and the retirement the rules then require. The rule itself is in shared/rules.
 */
export function createCharacterService(campaigns: CampaignService, content: ContentService) {
  async function cardsOf(state: CampaignState): Promise<PersonalQuest[]> {
    return content.records('personalQuests', state.contentPackIds);
  }

  /** The quest card a character holds: named "number name" as dealt, or by its name alone. */
  function cardOf(cards: readonly PersonalQuest[], character: Character): PersonalQuest | undefined {
    const quest = character.personalQuest.trim();
    if (!quest) return undefined;
    return cards.find((q) => questLabel(q) === quest) ?? cards.find((q) => q.name === quest);
  }

  async function quests(campaignId: string): Promise<QuestStatus[]> {
    const { state } = await campaigns.get(campaignId);
    const cards = await cardsOf(state);
    return state.characters
      .filter((c) => !c.isRetired)
      .map((character) => {
        const card = cardOf(cards, character);
        const targets = card ? card.requirements.map((r) => r.target) : null;
        return {
          characterId: character.id,
          card: card
            ? {
                number: card.number,
                name: card.name,
                requirements: card.requirements.map((r, i) => ({
                  text: r.text,
                  target: r.target,
                  progress: character.questProgress[i] ?? 0,
                })),
              }
            : null,
          status: retirementStatus(character, targets),
        };
      });
  }

  async function retire(campaignId: string, characterId: string, isQuestFulfilled: boolean) {
    const { state } = await campaigns.get(campaignId);
    const character = state.characters.find((c) => c.id === characterId);
    const card = character ? cardOf(await cardsOf(state), character) : undefined;
    return campaigns.execute(campaignId, {
      type: 'RetireCharacter',
      characterId,
      ...(card ? { questTargets: card.requirements.map((r) => r.target) } : {}),
      isQuestFulfilled,
    });
  }

  return { quests, retire };
}
