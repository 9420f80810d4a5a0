import { prosperityLevel } from './prosperity';
import { ENHANCEMENT_NAMES } from './enhancements';
import type { CampaignEvent } from './events';
import type { CampaignState } from './state';
import { describeTownEvent, isTownEvent } from './town';
import { describeBattleGoals, isBattleGoalEvent } from './battle-goal-hands';
import { describeSecondEdition, isSecondEditionEvent } from './second-edition';
import { describeVisit, isVisitEvent } from './visit';

/** One line a person reads in the campaign history. `state` is the campaign before the event. */
export function describeCampaignEvent(state: CampaignState, event: CampaignEvent): string {
  const who = (id: string) => state.characters.find((c) => c.id === id)?.name ?? 'a character';
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  if (isTownEvent(event)) return describeTownEvent(state, event);
  if (isBattleGoalEvent(event)) return describeBattleGoals(state, event);
  if (isSecondEditionEvent(event)) return describeSecondEdition(state, event);
  if (isVisitEvent(event)) return describeVisit(state, event);
  switch (event.type) {
    case 'CampaignRenamed':
      return `Campaign renamed from "${event.from}" to "${event.to}"`;
    case 'PermanentDeathSet':
      return event.isOn ? 'Permanent death is played: a character at 0 hit points dies' : 'Permanent death is no longer played';
    case 'CharacterDied':
      return `${who(event.characterId)} died: ${event.goldLost} gold lost${event.itemsReturned.length > 0 ? `, ${event.itemsReturned.join(', ')} back to the city` : ''}, the personal quest back in the deck`;
    case 'CampaignModeChanged':
      return `Switched to ${event.to} mode`;
    case 'PartyRenamed':
      return event.to ? `Party named "${event.to}"` : 'Party name cleared';
    case 'PartyNotesChanged':
      return 'Party notes edited';
    case 'ReputationChanged':
      return `Reputation ${signed(event.to - event.from)} (${event.from} → ${event.to})`;
    case 'ProsperityChanged': {
      const before = prosperityLevel(state.edition, event.from);
      const after = prosperityLevel(state.edition, event.to);
      const why = event.reason === 'donations' ? ' from donations' : event.reason === 'retirement' ? ' from a retirement' : '';
      const level = after !== before ? `, prosperity level ${before} → ${after}` : '';
      return `Prosperity ${signed(event.to - event.from)}${why} (${event.from} → ${event.to} checkmarks${level})`;
    }
    case 'DonationMade':
      return `${who(event.characterId)} donated ${event.gold} gold (total ${event.totalTo}; ${event.blesses} bless cards next scenario)`;
    case 'SanctuaryEnvelopeOpened':
      return `${event.total} gold donated to the sanctuary in total: open envelope ${event.envelope}`;
    case 'GoldChanged':
      return `${who(event.characterId)}: gold ${signed(event.to - event.from)} (${event.from} → ${event.to})`;
    case 'AchievementAdded':
      return `${event.scope === 'global' ? 'Global' : 'Party'} achievement gained: ${event.name}`;
    case 'AchievementRemoved':
      return `${event.scope === 'global' ? 'Global' : 'Party'} achievement lost: ${event.name}`;
    case 'ClassUnlocked':
      return `Class ${event.name || event.classId} unlocked`;
    case 'ScenarioUnlocked':
      return `Scenario ${event.scenarioId}${event.name ? ` "${event.name}"` : ''} unlocked`;
    case 'ScenarioPlayed':
      return `Scenario ${event.scenarioId} ${event.outcome === 'success' ? 'completed' : 'attempted (failed)'}`;
    case 'CharacterCreated':
      return `${event.character.name} the ${event.character.classId} joined the party`;
    case 'CharacterRenamed':
      return `${event.from} renamed to ${event.to}`;
    case 'ExperienceChanged': {
      const level = event.levelTo > event.levelFrom ? ` — reached level ${event.levelTo}!` : '';
      return `${who(event.characterId)}: ${signed(event.to - event.from)} XP (${event.from} → ${event.to})${level}`;
    }
    case 'ItemAdded':
      return `${who(event.characterId)} gained ${event.item}`;
    case 'ItemRemoved':
      return `${who(event.characterId)} gave up ${event.item}`;
    case 'ItemEquipped':
      return `${who(event.characterId)} equipped ${event.item}`;
    case 'ItemUnequipped':
      return `${who(event.characterId)} unequipped ${event.item}`;
    case 'EnhancementBought':
      return `${who(event.characterId)} enhanced ${event.enhancement.card} (${event.enhancement.half}) with ${ENHANCEMENT_NAMES[event.enhancement.enhancement]} for ${event.cost} gold`;
    case 'PerkAdded':
      return `${who(event.characterId)} took the perk "${event.perk}"`;
    case 'PerkRemoved':
      return `${who(event.characterId)} removed the perk "${event.perk}"`;
    case 'CheckmarksChanged':
      return `${who(event.characterId)}: checkmarks ${signed(event.to - event.from)} (${event.from} → ${event.to})`;
    case 'PersonalQuestSet':
      return `${who(event.characterId)}'s personal quest: ${event.quest || 'none'}`;
    case 'CharacterNotesChanged':
      return `${who(event.characterId)}'s notes edited`;
    case 'TreasureLooted':
      return `${who(event.characterId)} looted treasure ${event.number} (${event.reward})`;
    case 'RewardsNoted':
      return `To apply by hand: ${event.texts.join('; ')}`;
    case 'CharacterRetired':
      return `${who(event.characterId)} retired`;
  }
}
