import { prosperityLevel } from './prosperity';
import type { CampaignEvent } from './events';
import type { CampaignState } from './state';
import { describeTownEvent, isTownEvent } from './town';
import { describeSecondEdition, isSecondEditionEvent } from './second-edition';

/** One line a person reads in the campaign history. `state` is the campaign before the event. */
export function describeCampaignEvent(state: CampaignState, event: CampaignEvent): string {
  const who = (id: string) => state.characters.find((c) => c.id === id)?.name ?? 'a character';
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  if (isTownEvent(event)) return describeTownEvent(state, event);
  if (isSecondEditionEvent(event)) return describeSecondEdition(state, event);
  switch (event.type) {
    case 'CampaignRenamed':
      return `Campaign renamed from "${event.from}" to "${event.to}"`;
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
