import { prosperityLevel } from './prosperity';
import type { CampaignEvent } from './events';
import type { CampaignState } from './state';
import { describeTownEvent, isTownEvent } from './town';
import { describeBattleGoals, isBattleGoalEvent } from './battle-goal-hands';
import { describeSecondEdition, isSecondEditionEvent } from './second-edition';
import { describeVisit, isVisitEvent } from './visit';
import { describeQuests, isQuestEvent } from './quests';
import { characterName, signed } from './history-names';
import { contentName, history, wordList, type Words, type WordValue } from '../words';

/**
 * One line a person reads in the campaign history, as keyed words (area `history`, worded when it
 * is read). `state` is the campaign before the event.
 */
export function describeCampaignEvent(state: CampaignState, event: CampaignEvent): Words {
  const c = (key: string, values?: Record<string, WordValue>) => history(`campaign.${key}`, values);
  const who = (id: string) => characterName(state, id);
  const change = (from: number, to: number) => ({ change: signed(to - from), from, to });
  if (isTownEvent(event)) return describeTownEvent(state, event);
  if (isBattleGoalEvent(event)) return describeBattleGoals(state, event);
  if (isSecondEditionEvent(event)) return describeSecondEdition(state, event);
  if (isVisitEvent(event)) return describeVisit(state, event);
  if (isQuestEvent(event)) return describeQuests(state, event);
  switch (event.type) {
    case 'CampaignRenamed':
      return c('renamed', { from: event.from, to: event.to });
    case 'PermanentDeathSet':
      return c(event.isOn ? 'permanentDeathOn' : 'permanentDeathOff');
    case 'CharacterDied':
      return event.itemsReturned.length > 0
        ? c('diedWithItems', { name: who(event.characterId), gold: event.goldLost, items: wordList(event.itemsReturned) })
        : c('died', { name: who(event.characterId), gold: event.goldLost });
    case 'CampaignModeChanged':
      return c('modeChanged', { mode: event.to });
    case 'PartyRenamed':
      return event.to ? c('partyNamed', { name: event.to }) : c('partyNameCleared');
    case 'PartyNotesChanged':
      return c('partyNotes');
    case 'ReputationChanged':
      return c('reputation', change(event.from, event.to));
    case 'ProsperityChanged': {
      const before = prosperityLevel(state.edition, event.from);
      const after = prosperityLevel(state.edition, event.to);
      const level = after !== before ? c('prosperityLevel', { before, after }) : '';
      return c('prosperity', { ...change(event.from, event.to), reason: event.reason ?? 'none', level });
    }
    case 'DonationMade':
      return c('donated', { name: who(event.characterId), gold: event.gold, total: event.totalTo, blesses: event.blesses });
    case 'SanctuaryEnvelopeOpened':
      return c('envelope', { total: event.total, envelope: event.envelope });
    case 'GoldChanged':
      return c('gold', { name: who(event.characterId), ...change(event.from, event.to) });
    // An achievement by its name in the reader's language where a pack labels it (issue 29).
    case 'AchievementAdded':
      return c('achievementGained', { scope: event.scope, name: contentName(`${event.scope}Achievements`, event.name, event.name) });
    case 'AchievementRemoved':
      return c('achievementLost', { scope: event.scope, name: contentName(`${event.scope}Achievements`, event.name, event.name) });
    case 'ClassUnlocked':
      return c('classUnlocked', { name: contentName('characterClasses', event.classId, event.name || event.classId) });
    case 'ScenarioUnlocked':
      return event.name
        ? c('scenarioUnlockedNamed', { index: event.scenarioId, name: contentName('scenarios', event.scenarioId, event.name) })
        : c('scenarioUnlocked', { index: event.scenarioId });
    case 'ScenarioPlayed':
      return c(event.outcome === 'success' ? 'scenarioCompleted' : 'scenarioFailed', { index: event.scenarioId });
    case 'CharacterCreated':
      return c('characterCreated', {
        name: event.character.name,
        className: contentName('characterClasses', event.character.classId, event.character.classId),
      });
    case 'CharacterRenamed':
      return c('characterRenamed', { from: event.from, to: event.to });
    case 'ExperienceChanged':
      return c('experience', {
        name: who(event.characterId),
        ...change(event.from, event.to),
        level: event.levelTo > event.levelFrom ? c('reachedLevel', { level: event.levelTo }) : '',
      });
    case 'ItemAdded':
      return c('itemGained', { name: who(event.characterId), item: bookedItem(event.item) });
    case 'ItemRemoved':
      return c('itemGivenUp', { name: who(event.characterId), item: bookedItem(event.item) });
    case 'ItemEquipped':
      return c('itemEquipped', { name: who(event.characterId), item: bookedItem(event.item) });
    case 'ItemUnequipped':
      return c('itemUnequipped', { name: who(event.characterId), item: bookedItem(event.item) });
    case 'EnhancementBought':
      return c('enhanced', {
        name: who(event.characterId),
        card: event.enhancement.card,
        half: event.enhancement.half,
        enhancement: history(`enhancements.${event.enhancement.enhancement}`),
        cost: event.cost,
      });
    case 'PerkAdded':
      return c('perkAdded', { name: who(event.characterId), perk: event.words ?? event.perk });
    case 'PerkRemoved':
      return c('perkRemoved', { name: who(event.characterId), perk: event.words ?? event.perk });
    case 'CheckmarksChanged':
      return c('checkmarks', { name: who(event.characterId), ...change(event.from, event.to) });
    case 'PersonalQuestSet':
      return c('personalQuest', { name: who(event.characterId), quest: event.quest || c('noQuest') });
    case 'CharacterNotesChanged':
      return c('characterNotes', { name: who(event.characterId) });
    case 'TreasureLooted':
      return c('treasure', { name: who(event.characterId), number: event.number, reward: event.reward });
    case 'RewardsNoted':
      return c('rewardsNoted', { texts: wordList(event.texts, 'semicolon') });
    case 'CharacterRetired':
      return c('retired', { name: who(event.characterId) });
  }
}

/**
 * An item a character holds, as the campaign books it (by its English name, not its pack's id): the
 * host finds the pack's item of that name and words it in the reader's language (history-words.ts).
 */
function bookedItem(item: string): WordValue {
  return contentName('items', item, item);
}
