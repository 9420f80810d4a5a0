import { BLESSES_PER_DONATION, DONATION_GOLD, prosperityFromDonations, sanctuaryEnvelope } from './donations';
import { changeProsperity } from './prosperity';
import { clampReputation } from './reputation';
import type { CampaignEvent } from './events';
import type { CampaignState } from './state';
import { ruleCommand } from './command-module';
import {
  addAchievementSchema,
  changeProsperitySchema,
  changeReputationSchema,
  donateSchema,
  recordScenarioResultSchema,
  removeAchievementSchema,
  renameCampaignSchema,
  renamePartySchema,
  setCampaignModeSchema,
  setPartyNotesSchema,
  setPermanentDeathSchema,
  setReputationSchema,
  unlockClassSchema,
  unlockScenarioSchema,
} from './command-schemas';
import { evolveCampaignAll } from './evolve';
import { scenarioRewardEvents } from './decide-settlement';
import { shuffleInEvents } from './town/add-events';
import { isRefused, refused } from './violation';

// The campaign's and the party's own commands (issue 28: each is its module, listed in
// commands.ts): names, mode, notes, reputation, prosperity, donations, achievements, unlocks and
// results recorded by hand. A rule answers its events or the rule it breaks.

export const renameCampaign = ruleCommand(renameCampaignSchema, (state, command) =>
  state.name === command.name ? [] : [{ type: 'CampaignRenamed', from: state.name, to: command.name }],
);

export const setCampaignMode = ruleCommand(setCampaignModeSchema, (state, command) =>
  state.mode === command.mode ? [] : [{ type: 'CampaignModeChanged', from: state.mode, to: command.mode }],
);

export const renameParty = ruleCommand(renamePartySchema, (state, command) =>
  state.party.name === command.name ? [] : [{ type: 'PartyRenamed', from: state.party.name, to: command.name }],
);

export const setPermanentDeath = ruleCommand(setPermanentDeathSchema, (state, command) =>
  (state.isPermanentDeath ?? false) === command.isOn ? [] : [{ type: 'PermanentDeathSet', isOn: command.isOn }],
);

export const setPartyNotes = ruleCommand(setPartyNotesSchema, (state, command) =>
  state.party.notes === command.notes ? [] : [{ type: 'PartyNotesChanged', to: command.notes }],
);

export const setReputation = ruleCommand(setReputationSchema, (state, command) => reputationTo(state, command.value));

// Reputation stops at -20 and +20 (rulebook "Reputation").
export const changeReputation = ruleCommand(changeReputationSchema, (state, command) =>
  reputationTo(state, clampReputation(state.party.reputation + command.delta)),
);

export const changeProsperityCommand = ruleCommand(changeProsperitySchema, (state, command) => {
  const to = changeProsperity(state.edition, state.party.prosperityCheckmarks, command.delta);
  return to === state.party.prosperityCheckmarks
    ? []
    : [{ type: 'ProsperityChanged', from: state.party.prosperityCheckmarks, to, reason: 'adjusted' }];
});

export const donate = ruleCommand(donateSchema, (state, { characterId }) => {
  const character = state.characters.find((c) => c.id === characterId);
  if (!character) return refused('campaign.noSuchCharacter');
  if (character.isRetired) return refused('campaign.retired', { name: character.name });
  // Donations are made in Gloomhaven, once per character per visit (1st ed. rulebook p. 45).
  if (state.whereabouts.place !== 'town') return refused('campaign.donateOnlyInTown', { name: character.name });
  if (character.hasDonatedThisVisit) return refused('campaign.donatedThisVisit', { name: character.name });
  if (character.gold < DONATION_GOLD)
    return refused('campaign.donationCosts', { name: character.name, gold: character.gold, cost: DONATION_GOLD });
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
});

export const addAchievement = ruleCommand(addAchievementSchema, (state, command) => {
  const list = command.scope === 'global' ? state.globalAchievements : state.party.achievements;
  if (list.includes(command.name)) return refused('campaign.achievementRecorded', { scope: command.scope, name: command.name });
  return [{ type: 'AchievementAdded', scope: command.scope, name: command.name }];
});

export const removeAchievement = ruleCommand(removeAchievementSchema, (state, command) => {
  const list = command.scope === 'global' ? state.globalAchievements : state.party.achievements;
  if (!list.includes(command.name)) return refused('campaign.noAchievement', { scope: command.scope, name: command.name });
  return [{ type: 'AchievementRemoved', scope: command.scope, name: command.name }];
});

export const unlockClass = ruleCommand(unlockClassSchema, (state, command) => {
  if (state.unlockedClasses.includes(command.classId)) return refused('campaign.classUnlocked', { name: command.name || command.classId });
  // A class unlocked adds its event cards to the decks (1st ed. rulebook p. 48).
  return [{ type: 'ClassUnlocked', classId: command.classId, name: command.name }, ...shuffleInEvents(state, command.events)];
});

export const unlockScenario = ruleCommand(unlockScenarioSchema, (state, command) => {
  if (state.scenarios.some((s) => s.id === command.scenarioId))
    return refused('campaign.scenarioUnlocked', { scenario: command.scenarioId });
  return [{ type: 'ScenarioUnlocked', scenarioId: command.scenarioId, name: command.name }];
});

export const recordScenarioResult = ruleCommand(recordScenarioResultSchema, (state, command) => {
  const scenario = state.scenarios.find((s) => s.id === command.scenarioId);
  if (!scenario) return refused('campaign.playLocked', { scenario: command.scenarioId });
  // A scenario completed in campaign mode is never played that way again (rulebook "Campaign
  // Overview"; casual mode allows any revealed scenario).
  if (state.mode === 'campaign' && scenario.isCompleted) return refused('campaign.completedAlready', { scenario: scenario.id });
  const played: CampaignEvent[] = [
    { type: 'ScenarioPlayed', scenarioId: scenario.id, outcome: command.outcome },
    { type: 'ScenarioLeft', scenarioId: scenario.id, outcome: command.outcome },
  ];
  // A success recorded by hand gains the scenario's rewards as a settlement does (1st ed.
  // rulebook p. 49 "Scenario Completion"): achievements, unlocked scenarios, gold and experience
  // for those who played, items to those they chose.
  if (command.outcome !== 'success' || !command.rewards) return played;
  const playing = command.characterIds.filter((id) => state.characters.some((c) => c.id === id && !c.isRetired));
  const rewards = scenarioRewardEvents(evolveCampaignAll(state, played), command.rewards, playing);
  return isRefused(rewards) ? rewards : [...played, ...rewards];
});

function reputationTo(state: CampaignState, to: number): CampaignEvent[] {
  return to === state.party.reputation ? [] : [{ type: 'ReputationChanged', from: state.party.reputation, to }];
}
