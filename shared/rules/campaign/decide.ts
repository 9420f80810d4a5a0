import { BLESSES_PER_DONATION, DONATION_GOLD, prosperityFromDonations, sanctuaryEnvelope } from './donations';
import { retirementPerks } from './retirement';
import { changeProsperity, prosperityLevel } from './prosperity';
import { clampReputation } from './reputation';
import { characterLevel, levelForXp, xpForLevel } from './levels';
import { perksFromCheckmarks } from './checkmarks';
import { maxStartingLevel, prosperityCatchUpLevel } from './starting-gold';
import { equipSlotRefusal } from './equipment';
import type { CampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import type { CampaignState, Character } from './state';
import { violation as refuse, type Decision } from '../engine';
import { RuleViolation, refuse as refuseWith, refuseAs } from './violation';
import { decideTown, isTownCommand, type TownCommand } from './town';
import { decideSecondEdition, isSecondEditionCommand, milestonesToAnnounce, type SecondEditionCommand } from './second-edition';
import { evolveCampaignAll } from './evolve';
import { decideSettlement, scenarioRewardEvents } from './decide-settlement';
import { decideBattleGoals, type BattleGoalCommand } from './battle-goal-hands';
import { decideBuyEnhancement } from './decide-enhancement';
import { decideVisit, isVisitCommand, type VisitCommand } from './visit';
import { phaseRefusal } from './phase';
import { shuffleInEvents } from './town/add-events';
import { decideRetirement } from './decide-retirement';
import { reputationBoxesReached } from './reputation-boxes';

/**
 * Checks a command against the rules and the campaign as it is, and says what happens: the events,
 * or the rule it breaks (nothing changes). Inside, a rule that refuses throws a RuleViolation
 * (`violation()`), so a refusal deep in a check needs no plumbing; it never leaves this function.
 */
export function decideCampaign(state: CampaignState, command: CampaignCommand): Decision<CampaignEvent> {
  try {
    // Where the party is decides what it may do (phase.ts); the command's own rule decides the rest.
    const refused = phaseRefusal(state, command);
    if (refused) refuseAs(refused);
    const events = decideCommand(state, command);
    // 1st edition: the reputation track's boxes act once when reached (p. 49).
    const boxes = events.length > 0 ? reputationBoxesReached(evolveCampaignAll(state, events)) : [];
    return { events: [...events, ...boxes, ...announceMilestones(state, [...events, ...boxes])] };
  } catch (error) {
    if (error instanceof RuleViolation) return refuse('campaign-rule', error.message, error.refusal);
    throw error;
  }
}

/**
 * After any change to a 2nd-edition campaign: the milestones its tracks now reach, each announced
 * once with the section to read (2nd ed. rulebook, "Campaign Sheet": a track's marked boxes name a
 * section to read when reached).
 */
function announceMilestones(state: CampaignState, events: readonly CampaignEvent[]): CampaignEvent[] {
  if (state.edition !== 'gh2' || events.length === 0) return [];
  return milestonesToAnnounce(evolveCampaignAll(state, events)).map((milestone) => ({ type: 'MilestoneReached', milestone }));
}

function decideCommand(state: CampaignState, command: CampaignCommand): CampaignEvent[] {
  switch (command.type) {
    case 'RenameCampaign':
      return same(state.name, command.name) ? [] : [{ type: 'CampaignRenamed', from: state.name, to: command.name }];
    case 'SetCampaignMode':
      return same(state.mode, command.mode) ? [] : [{ type: 'CampaignModeChanged', from: state.mode, to: command.mode }];
    case 'RenameParty':
      return same(state.party.name, command.name) ? [] : [{ type: 'PartyRenamed', from: state.party.name, to: command.name }];
    case 'SetPartyNotes':
      return same(state.party.notes, command.notes) ? [] : [{ type: 'PartyNotesChanged', to: command.notes }];
    case 'SetReputation':
      return reputationTo(state, command.value);
    case 'ChangeReputation':
      // Reputation stops at -20 and +20 (rulebook "Reputation").
      return reputationTo(state, clampReputation(state.party.reputation + command.delta));
    case 'ChangeProsperity': {
      const to = changeProsperity(state.edition, state.party.prosperityCheckmarks, command.delta);
      return to === state.party.prosperityCheckmarks
        ? []
        : [{ type: 'ProsperityChanged', from: state.party.prosperityCheckmarks, to, reason: 'adjusted' }];
    }
    case 'Donate':
      return donate(state, command.characterId);
    case 'AddAchievement': {
      const list = command.scope === 'global' ? state.globalAchievements : state.party.achievements;
      if (list.includes(command.name)) refuseWith('campaign.achievementRecorded', { scope: command.scope, name: command.name });
      return [{ type: 'AchievementAdded', scope: command.scope, name: command.name }];
    }
    case 'RemoveAchievement': {
      const list = command.scope === 'global' ? state.globalAchievements : state.party.achievements;
      if (!list.includes(command.name)) refuseWith('campaign.noAchievement', { scope: command.scope, name: command.name });
      return [{ type: 'AchievementRemoved', scope: command.scope, name: command.name }];
    }
    case 'UnlockClass':
      if (state.unlockedClasses.includes(command.classId)) refuseWith('campaign.classUnlocked', { name: command.name || command.classId });
      // A class unlocked adds its event cards to the decks (1st ed. rulebook p. 48).
      return [{ type: 'ClassUnlocked', classId: command.classId, name: command.name }, ...shuffleInEvents(state, command.events)];
    case 'UnlockScenario':
      if (state.scenarios.some((s) => s.id === command.scenarioId)) {
        refuseWith('campaign.scenarioUnlocked', { scenario: command.scenarioId });
      }
      return [{ type: 'ScenarioUnlocked', scenarioId: command.scenarioId, name: command.name }];
    case 'RecordScenarioResult': {
      const scenario = state.scenarios.find((s) => s.id === command.scenarioId);
      if (!scenario) refuseWith('campaign.playLocked', { scenario: command.scenarioId });
      // A scenario completed in campaign mode is never played that way again (rulebook "Campaign
      // Overview"; casual mode allows any revealed scenario).
      if (state.mode === 'campaign' && scenario.isCompleted) {
        refuseWith('campaign.completedAlready', { scenario: scenario.id });
      }
      const played: CampaignEvent[] = [
        { type: 'ScenarioPlayed', scenarioId: scenario.id, outcome: command.outcome },
        { type: 'ScenarioLeft', scenarioId: scenario.id, outcome: command.outcome },
      ];
      // A success recorded by hand gains the scenario's rewards as a settlement does (1st ed.
      // rulebook p. 49 "Scenario Completion"): achievements, unlocked scenarios, gold and experience
      // for those who played, items to those they chose.
      if (command.outcome !== 'success' || !command.rewards) return played;
      const playing = command.characterIds.filter((id) => state.characters.some((c) => c.id === id && !c.isRetired));
      return [...played, ...scenarioRewardEvents(evolveCampaignAll(state, played), command.rewards, playing)];
    }
    case 'CreateCharacter':
      return createCharacter(state, command);
    case 'ApplyScenarioSettlement':
      // The settlement reads the kept battle goals, then they go back to the deck (p. 10).
      return [
        ...decideSettlement(state, command),
        ...deathsAtSettlement(state, command.deaths),
        ...(state.battleGoals.length > 0 ? [{ type: 'BattleGoalsReturned' as const }] : []),
      ];
    case 'DealBattleGoals':
    case 'KeepBattleGoal':
      return decideBattleGoals(state, command);
    case 'SetPermanentDeath':
      return (state.isPermanentDeath ?? false) === command.isOn ? [] : [{ type: 'PermanentDeathSet', isOn: command.isOn }];
    case 'BuyEnhancement':
      return decideBuyEnhancement(state, command);
    default:
      if (isTownCommand(command)) return decideTown(state, command);
      if (isSecondEditionCommand(command)) return decideSecondEdition(state, command);
      if (isVisitCommand(command)) return decideVisit(state, command);
      return decideForCharacter(state, command);
  }
}

type CharacterCommand = Exclude<
  Extract<CampaignCommand, { characterId: string }>,
  TownCommand | SecondEditionCommand | BattleGoalCommand | VisitCommand
>;

function decideForCharacter(
  state: CampaignState,
  command: Exclude<CharacterCommand, { type: 'Donate' | 'CreateCharacter' | 'BuyEnhancement' }>,
): CampaignEvent[] {
  const character = characterOf(state, command.characterId);
  if (character.isRetired && command.type !== 'SetCharacterNotes') {
    refuseWith('campaign.retiredNotesOnly', { name: character.name });
  }
  const characterId = character.id;
  switch (command.type) {
    case 'RenameCharacter':
      return same(character.name, command.name) ? [] : [{ type: 'CharacterRenamed', characterId, from: character.name, to: command.name }];
    case 'GainExperience': {
      const to = character.xp + command.amount;
      // A character can never be brought below the minimum experience of its current level
      // (1st ed. rulebook "City and Road Events"; levels are never lost).
      const floor = xpForLevel(levelForXp(character.xp));
      if (to < floor) refuseWith('campaign.xpFloor', { name: character.name, xp: character.xp, floor, level: levelForXp(character.xp) });
      if (to === character.xp) return [];
      return [
        { type: 'ExperienceChanged', characterId, from: character.xp, to, levelFrom: levelForXp(character.xp), levelTo: levelForXp(to) },
      ];
    }
    case 'ChangeGold': {
      const to = character.gold + command.amount;
      if (to < 0) refuseWith('campaign.goldBelowZero', { name: character.name, gold: character.gold, amount: -command.amount });
      return to === character.gold ? [] : [{ type: 'GoldChanged', characterId, from: character.gold, to }];
    }
    case 'AddItem':
      // A character cannot own two copies of the same item (1st ed. rulebook "Buying and Selling Items").
      if (character.items.includes(command.item)) refuseWith('campaign.ownsItemAlready', { name: character.name, item: command.item });
      return [{ type: 'ItemAdded', characterId, item: command.item }];
    case 'RemoveItem':
      if (!character.items.includes(command.item)) refuseWith('campaign.doesNotOwnItem', { name: character.name, item: command.item });
      return [{ type: 'ItemRemoved', characterId, item: command.item }];
    case 'EquipItem': {
      if (!character.items.includes(command.item)) refuseWith('campaign.equipNotOwned', { name: character.name, item: command.item });
      const equipped = (character.equipped ?? []).filter((e) => character.items.includes(e.name));
      if (equipped.some((e) => e.name === command.item)) return [];
      // The small-item limit follows the level the character has taken in town (p. 44), not its experience.
      const extra = command.extraSmallItems > 0 ? { extraSmallItems: command.extraSmallItems } : {};
      const refusal = equipSlotRefusal(equipped, { name: command.item, slot: command.slot, ...extra }, characterLevel(character));
      if (refusal) refuseAs(refusal);
      return [{ type: 'ItemEquipped', characterId, item: command.item, slot: command.slot, ...extra }];
    }
    case 'UnequipItem':
      return (character.equipped ?? []).some((e) => e.name === command.item)
        ? [{ type: 'ItemUnequipped', characterId, item: command.item }]
        : [];
    case 'AddPerk': {
      const allowed = perkAllowance(character);
      if (character.perks.length >= allowed) {
        refuseWith('campaign.allPerks', { name: character.name, allowed });
      }
      return [{ type: 'PerkAdded', characterId, perk: command.perk }];
    }
    case 'RemovePerk':
      if (!character.perks.includes(command.perk)) refuseWith('campaign.noPerk', { name: character.name, perk: command.perk });
      return [{ type: 'PerkRemoved', characterId, perk: command.perk }];
    case 'ChangeCheckmarks': {
      const to = character.checkmarks + command.amount;
      if (to < 0)
        refuseWith('campaign.checkmarksBelowZero', { name: character.name, checkmarks: character.checkmarks, amount: -command.amount });
      // A character never loses a checkmark that would cost a perk already taken (1st ed. rulebook
      // "City and Road Events").
      if (command.amount < 0 && character.perks.length > perkAllowance({ ...character, checkmarks: to })) {
        refuseWith('campaign.checkmarksCostPerk', { name: character.name });
      }
      return to === character.checkmarks ? [] : [{ type: 'CheckmarksChanged', characterId, from: character.checkmarks, to }];
    }
    case 'CatchUpToProsperity': {
      // Characters below the town's prosperity may advance to it (1st ed. p. 48; 2nd ed. p. 56).
      const levelFrom = levelForXp(character.xp);
      const prosperity = prosperityLevel(state.edition, state.party.prosperityCheckmarks);
      const levelTo =
        prosperityCatchUpLevel(state.edition, prosperity, levelFrom) ??
        refuseWith('campaign.catchUpLimit', {
          name: character.name,
          level: levelFrom,
          prosperity,
          max: maxStartingLevel(state.edition, prosperity),
        });
      return [{ type: 'ExperienceChanged', characterId, from: character.xp, to: xpForLevel(levelTo), levelFrom, levelTo }];
    }
    case 'SetPersonalQuest':
      return [{ type: 'PersonalQuestSet', characterId, quest: command.quest }];
    case 'SetCharacterNotes':
      return [{ type: 'CharacterNotesChanged', characterId, notes: command.notes }];
    case 'RetireCharacter':
      return decideRetirement(state, character, command);
  }
}

/**
 * Permanent death (1st ed. rulebook p. 50; 2nd ed. rulebook p. 58): a character who died in the
 * scenario leaves the campaign at its end: its items return to the city's supply, its money is
 * gone and its personal quest goes back into the deck (it no longer holds one). Only while the
 * campaign plays the variant.
 */
function deathsAtSettlement(state: CampaignState, deaths: readonly string[]): CampaignEvent[] {
  if (!state.isPermanentDeath) return [];
  return state.characters
    .filter((c) => deaths.includes(c.id) && !c.isRetired)
    .map((c) => ({ type: 'CharacterDied', characterId: c.id, goldLost: c.gold, itemsReturned: [...c.items] }));
}

/** Perks earned: one per level above 1, one per 3 checkmarks, retirement bonus perks and masteries. */
export function perkAllowance(character: Pick<Character, 'xp' | 'level' | 'checkmarks' | 'bonusPerks' | 'masteries'>): number {
  // 2nd edition masteries add a perk mark each (character sheet); 1st edition characters have none.
  return characterLevel(character) - 1 + perksFromCheckmarks(character.checkmarks) + character.bonusPerks + character.masteries;
}

function donate(state: CampaignState, characterId: string): CampaignEvent[] {
  const character = characterOf(state, characterId);
  if (character.isRetired) refuseWith('campaign.retired', { name: character.name });
  // Donations are made in Gloomhaven, once per character per visit (1st ed. rulebook p. 45).
  if (state.whereabouts.place !== 'town') refuseWith('campaign.donateOnlyInTown', { name: character.name });
  if (character.hasDonatedThisVisit) refuseWith('campaign.donatedThisVisit', { name: character.name });
  if (character.gold < DONATION_GOLD)
    refuseWith('campaign.donationCosts', { name: character.name, gold: character.gold, cost: DONATION_GOLD });
  const totalFrom = state.party.donations;
  const totalTo = totalFrom + DONATION_GOLD;
  const events: CampaignEvent[] = [
    { type: 'DonationMade', characterId, gold: DONATION_GOLD, totalFrom, totalTo, blesses: BLESSES_PER_DONATION },
  ];
  const envelope = sanctuaryEnvelope(state.edition, totalFrom, totalTo);
  if (envelope) events.push({ type: 'SanctuaryEnvelopeOpened', envelope, total: totalTo });
  const gained = prosperityFromDonations(state.edition, totalFrom, totalTo);
  if (gained > 0) {
    const from = state.party.prosperityCheckmarks;
    const to = changeProsperity(state.edition, from, gained);
    if (to !== from) events.push({ type: 'ProsperityChanged', from, to, reason: 'donations' });
  }
  return events;
}

function createCharacter(state: CampaignState, command: Extract<CampaignCommand, { type: 'CreateCharacter' }>): CampaignEvent[] {
  if (!command.characterId) refuseWith('campaign.newCharacterId');
  if (state.characters.some((c) => c.id === command.characterId)) refuseWith('campaign.characterIdTaken');
  // New characters start up to the prosperity level (1st ed.) or half of it rounded up (2nd ed.).
  const maxLevel = maxStartingLevel(state.edition, prosperityLevel(state.edition, state.party.prosperityCheckmarks));
  if (command.level > maxLevel) {
    refuseWith('campaign.startLevel', { level: maxLevel, edition: state.edition });
  }
  const character: Character = {
    id: command.characterId,
    classId: command.classId,
    name: command.name,
    xp: xpForLevel(command.level),
    level: command.level,
    gold: command.gold,
    items: [],
    perks: [],
    checkmarks: 0,
    personalQuest: command.personalQuest,
    questProgress: [],
    notes: '',
    // Each character the player retired before gives one more perk (1st ed. rulebook p. 48).
    bonusPerks: retirementPerks(state.characters, command.player),
    player: command.player,
    masteries: 0,
    isRetired: false,
    hasDonatedThisVisit: false,
    tallies: { donatedGold: 0, completedScenarios: [], retirementsSeen: 0, exhaustions: 0, bossScenarios: 0 },
  };
  return [{ type: 'CharacterCreated', character }];
}

function reputationTo(state: CampaignState, to: number): CampaignEvent[] {
  return to === state.party.reputation ? [] : [{ type: 'ReputationChanged', from: state.party.reputation, to }];
}

function characterOf(state: CampaignState, id: string): Character {
  return state.characters.find((c) => c.id === id) ?? refuseWith('campaign.noSuchCharacter');
}

function same<T>(a: T, b: T): boolean {
  return a === b;
}
