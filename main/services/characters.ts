import type { AnyLanguage } from '@shared/i18n';
import type { CampaignState, Character } from '@shared/rules/campaign';
import type { PersonalQuest } from '@shared/content/model/campaign-cards';
import { retirementStatus } from '@shared/rules/campaign';
import type { QuestStatus } from '@shared/ipc/character-types';
import type { CampaignService } from './campaigns';
import type { ContentService } from './content';
import { questLabel } from '@shared/rules/campaign/town/deal';
import { questProgressOf, trackedProgress, type OwnedItemFact } from '@shared/rules/campaign/quest-progress';

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

  /** The character's items as the content describes them: card number and slot (a quest may count them). */
  async function ownedItemFacts(state: CampaignState, character: Character): Promise<OwnedItemFact[]> {
    const items = await content.records('items', state.contentPackIds);
    return items
      .filter((item) => character.items.includes(item.name))
      .map((item) => ({ name: item.name, number: item.number, slot: item.slot }));
  }

  async function quests(campaignId: string, language: AnyLanguage = 'en'): Promise<QuestStatus[]> {
    const { state } = await campaigns.get(campaignId);
    const [cards, nameOf] = await Promise.all([cardsOf(state), content.names(state.contentPackIds, language)]);
    const facts = new Map<string, OwnedItemFact[]>();
    for (const character of state.characters) facts.set(character.id, await ownedItemFacts(state, character));
    return state.characters
      .filter((c) => !c.isRetired)
      .map((character) => {
        const card = cardOf(cards, character);
        const targets = card ? card.requirements.map((r) => r.target) : null;
        // What the campaign counts is counted; the rest is what the players typed (quest-progress.ts).
        const progress = card
          ? questProgressOf(
              character,
              state,
              card.requirements.map((r) => r.track ?? null),
              facts.get(character.id) ?? [],
            )
          : character.questProgress;
        return {
          characterId: character.id,
          card: card
            ? {
                number: card.number,
                // The card's title in the reader's language where the pack has it (issue 29); its counters
                // have no label but the English one in Gloomhaven Secretariat's data.
                name: nameOf('personalQuests', card.id, card.name),
                requirements: card.requirements.map((r, i) => ({
                  text: r.text,
                  target: r.target,
                  progress: progress[i] ?? 0,
                  isCounted: trackedProgress(r.track, character, state, facts.get(character.id) ?? []) !== null,
                })),
              }
            : null,
          status: retirementStatus({ ...character, questProgress: progress }, targets),
        };
      });
  }

  async function retire(campaignId: string, characterId: string, isQuestFulfilled: boolean, spendInspiration = false) {
    const { state } = await campaigns.get(campaignId);
    const character = state.characters.find((c) => c.id === characterId);
    const card = character ? cardOf(await cardsOf(state), character) : undefined;
    const classes = await content.records('characterClasses', state.contentPackIds);
    const ownClass = classes.find((k) => k.id === character?.classId.toLowerCase());
    const unlocked = card?.unlocks && 'characterClass' in card.unlocks ? card.unlocks.characterClass : undefined;
    const opened = unlocked ? classes.find((k) => k.id === unlocked) : undefined;
    // The rule counts the quest now, from the campaign and these facts of the content (decide-retirement.ts).
    return campaigns.execute(campaignId, {
      type: 'RetireCharacter',
      characterId,
      ...(card ? { questTargets: card.requirements.map((r) => r.target), questTracks: card.requirements.map((r) => r.track ?? null) } : {}),
      isQuestFulfilled,
      spendInspiration,
      ownedItems: character ? await ownedItemFacts(state, character) : [],
      classEvents: ownClass?.retireEvents ?? [],
      ...(card?.unlocks
        ? {
            questUnlock:
              'envelope' in card.unlocks
                ? { envelope: card.unlocks.envelope }
                : { classId: card.unlocks.characterClass, name: opened?.name ?? '', events: opened?.unlockEvents ?? [] },
          }
        : {}),
    });
  }

  return { quests, retire };
}
