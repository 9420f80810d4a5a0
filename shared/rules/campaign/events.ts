import type { Character, EnhancementRecord } from './state';
import type { EquipSlot } from './equipment';
import type { TownEvent } from './town/events';
import type { BattleGoalEvent } from './battle-goal-hands';
import type { SecondEditionEvent } from './second-edition/commands';
import type { VisitEvent } from './visit/commands';
import type { QuestEvent } from './quests/events';
import type { WordValue } from '../words';

type Scope = 'global' | 'party';

/** What happened to a campaign, in the past tense; `evolve` applies these and nothing else. */
export type CampaignEvent =
  | { type: 'CampaignRenamed'; from: string; to: string }
  | { type: 'PermanentDeathSet'; isOn: boolean }
  | { type: 'CharacterDied'; characterId: string; goldLost: number; itemsReturned: string[] }
  | { type: 'CampaignModeChanged'; from: 'campaign' | 'casual'; to: 'campaign' | 'casual' }
  | { type: 'PartyRenamed'; from: string; to: string }
  | { type: 'PartyNotesChanged'; to: string }
  | { type: 'ReputationChanged'; from: number; to: number }
  | { type: 'ProsperityChanged'; from: number; to: number; reason: 'adjusted' | 'donations' | 'retirement' }
  | { type: 'DonationMade'; characterId: string; gold: number; totalFrom: number; totalTo: number; blesses: number }
  /** 1st edition: the sanctuary's donation total opened a sealed envelope (p. 49). */
  | { type: 'SanctuaryEnvelopeOpened'; envelope: string; total: number }
  | { type: 'GoldChanged'; characterId: string; from: number; to: number }
  | { type: 'AchievementAdded'; scope: Scope; name: string }
  | { type: 'AchievementRemoved'; scope: Scope; name: string }
  | { type: 'ScenarioUnlocked'; scenarioId: string; name: string }
  | { type: 'ClassUnlocked'; classId: string; name: string }
  | { type: 'ScenarioPlayed'; scenarioId: string; outcome: 'success' | 'failure' }
  | { type: 'CharacterCreated'; character: Character }
  | { type: 'CharacterRenamed'; characterId: string; from: string; to: string }
  | { type: 'ExperienceChanged'; characterId: string; from: number; to: number; levelFrom: number; levelTo: number }
  | { type: 'ItemAdded'; characterId: string; item: string }
  | { type: 'ItemRemoved'; characterId: string; item: string }
  | { type: 'ItemEquipped'; characterId: string; item: string; slot: EquipSlot; extraSmallItems?: number }
  | { type: 'ItemUnequipped'; characterId: string; item: string }
  | { type: 'EnhancementBought'; characterId: string; enhancement: EnhancementRecord; cost: number }
  /** `words`: the perk in the reader's words, where the class's content words it (history lines; issue 29). */
  | { type: 'PerkAdded'; characterId: string; perk: string; words?: WordValue }
  | { type: 'PerkRemoved'; characterId: string; perk: string; words?: WordValue }
  | { type: 'CheckmarksChanged'; characterId: string; from: number; to: number }
  | { type: 'PersonalQuestSet'; characterId: string; quest: string }
  | { type: 'CharacterNotesChanged'; characterId: string; notes: string }
  | { type: 'TreasureLooted'; characterId: string; number: number; reward: string }
  /** Rewards the players apply themselves (an envelope, a class), kept in the history in words. */
  | { type: 'RewardsNoted'; texts: string[] }
  | { type: 'CharacterRetired'; characterId: string; goldLost: number; itemsReturned: string[] }
  | TownEvent
  | BattleGoalEvent
  | SecondEditionEvent
  | VisitEvent
  | QuestEvent;

export type CampaignEventType = CampaignEvent['type'];
