import { clampFactionReputation, inspirationForSuccess } from './factions';
import { levelForXp } from './levels';
import { changeProsperity } from './prosperity';
import { clampReputation } from './reputation';
import { sellPrice } from './shop';
import { treasureReward } from './treasures';
import type { z } from 'zod';
import { applyScenarioSettlementSchema } from './command-schemas';
import { ruleCommand } from './command-module';
import type { CampaignEvent } from './events';
import { evolveCampaignAll } from './evolve';
import type { CampaignState } from './state';
import { isRefused, refused, type Refused } from './violation';
import { checkBattleGoalShare } from './battle-goal-hands';
import { isRandomDungeon } from './starting-scenarios';

type Settlement = z.output<typeof applyScenarioSettlementSchema>;

/**
 * Cashing out after a scenario, as one history entry (guide "Ending a scenario and cashing out"):
 * each character keeps the experience it earned and the gold its money tokens were worth, and on a
 * success gains its battle-goal checkmarks and what its looted treasure tiles gave.
 *
 * In campaign mode a success also writes the story: the scenario is completed, and its rewards
 * (achievements gained and lost, gold and experience for each, reputation, prosperity, items, item
 * designs, unlocked scenarios) are applied (1st ed. rulebook p. 49 "Scenario Completion"). A
 * scenario completed in campaign mode is never played that way again (p. 34 "Campaign Overview").
 * In casual mode (p. 34) experience, gold, treasure and battle goals count, but the story does not:
 * nothing is completed or unlocked, no reward is given, no 2nd-edition inspiration.
 */
export function decideSettlement(state: CampaignState, command: Settlement): CampaignEvent[] | Refused {
  const isCampaign = state.mode === 'campaign';
  const record = state.scenarios.find((s) => s.id === command.scenarioId);
  if (isCampaign && record?.isCompleted) {
    return refused('campaign.settledAlready', { scenario: command.scenarioId });
  }
  const events = characterShares(state, command);
  if (isRefused(events)) return events;
  const treasures = treasuresLooted(evolveCampaignAll(state, events), command);
  if (isRefused(treasures)) return treasures;
  events.push(...treasures);
  // Casual play and a random dungeon leave the campaign where it was: nothing is completed or
  // unlocked, and no visit to Gloomhaven follows (p. 34; p. 42: a visit follows a scenario played
  // in campaign mode; p. 50: a random dungeon "will not progress the campaign in any way").
  if (!isCampaign || isRandomDungeon(command.scenarioId)) return events;
  // Otherwise the party is now where the scenario was played (1st ed. rulebook p. 41).
  const left: CampaignEvent = { type: 'ScenarioLeft', scenarioId: command.scenarioId, outcome: command.outcome };
  if (!record) events.push({ type: 'ScenarioUnlocked', scenarioId: command.scenarioId, name: command.scenarioName });
  events.push({ type: 'ScenarioPlayed', scenarioId: command.scenarioId, outcome: command.outcome }, left);
  // Exhaustions count for a personal quest whatever the outcome (quest-progress.ts: GHS's
  // "exhaustedSelf", 1st ed. personal quest 527).
  const exhausted = command.characters.filter((c) => c.isExhausted).map((c) => c.characterId);
  // The party members' exhaustions count for another ("exhaustedChars", 1st ed. personal quest 514).
  if (exhausted.length > 0)
    events.push({
      type: 'CharactersExhausted',
      scenarioId: command.scenarioId,
      characterIds: exhausted,
      party: command.characters.map((c) => c.characterId),
    });
  // So do the kills of a monster type, from the scenario's log (quest-progress.ts: "kills"; 1st
  // ed. personal quests 513, 515, 516, 523 and 533), by the characters who played it, with their
  // rank (elite kills, 524), their type (different types, 517) and the item the attack took (520).
  const kills = command.kills.filter((kill) => command.characters.some((c) => c.characterId === kill.characterId));
  if (kills.length > 0) events.push({ type: 'MonstersKilled', scenarioId: command.scenarioId, kills });
  if (command.outcome !== 'success') return events;
  // The characters who played count it for their personal quests (quest-progress.ts).
  if (command.characters.length > 0)
    events.push({
      type: 'CharactersCompletedScenario',
      scenarioId: command.scenarioId,
      characterIds: command.characters.map((c) => c.characterId),
      ...(command.hasBoss ? { hasBoss: true } : {}),
    });
  if (command.rewards) {
    const rewards = scenarioRewardEvents(
      evolveCampaignAll(state, events),
      command.rewards,
      command.characters.map((c) => c.characterId),
    );
    if (isRefused(rewards)) return rewards;
    events.push(...rewards);
  }
  // 2nd edition: a completed scenario gives the party 4 minus the number of characters in inspiration.
  const inspiration = state.edition === 'gh2' ? inspirationForSuccess(command.characters.length) : 0;
  if (inspiration > 0)
    events.push({ type: 'InspirationChanged', from: state.party.inspiration, to: state.party.inspiration + inspiration });
  // 2nd edition: a completed scenario's reward moves the party's reputation with the factions it
  // names (2nd ed. rulebook, "Scenario Completion": rewards; "Campaign Sheet": faction reputation).
  if (state.edition === 'gh2') {
    const reputation = { ...state.party.factionReputation };
    for (const { faction, delta } of command.factionRewards) {
      const from = reputation[faction];
      const to = clampFactionReputation(from + delta, state.party.unlockedFactions.includes(faction));
      if (to !== from) events.push({ type: 'FactionReputationChanged', faction, from, to });
      reputation[faction] = to;
    }
  }
  return events;
}

function characterShares(state: CampaignState, command: Settlement): CampaignEvent[] | Refused {
  const seen = new Set<string>();
  const events: CampaignEvent[] = [];
  for (const share of command.characters) {
    if (seen.has(share.characterId))
      return refused('campaign.settlementTwice', {
        name: state.characters.find((c) => c.id === share.characterId)?.name ?? share.characterId,
      });
    seen.add(share.characterId);
    const character = state.characters.find((c) => c.id === share.characterId);
    if (!character) return refused('campaign.settlementNoCharacter');
    if (character.isRetired) return refused('campaign.retiredNoShare', { name: character.name });
    const characterId = character.id;
    const goalRefused = checkBattleGoalShare(state, characterId, share.checkmarks, command.outcome === 'success');
    if (goalRefused) return goalRefused;
    if (share.experience > 0) {
      events.push(experienceGained(character, share.experience));
    }
    if (share.gold > 0) events.push({ type: 'GoldChanged', characterId, from: character.gold, to: character.gold + share.gold });
    if (share.checkmarks > 0)
      events.push({ type: 'CheckmarksChanged', characterId, from: character.checkmarks, to: character.checkmarks + share.checkmarks });
  }
  return events;
}

/**
 * Numbered treasure tiles (1st ed. rulebook p. 15 "Treasure", p. 27 "Loot"): the looter gains the
 * gold, experience, checkmarks or item at once, win or lose, in either mode; each tile is looted
 * once per campaign; an item the looter owns already is sold to the city for its selling price.
 */
function treasuresLooted(state: CampaignState, command: Settlement): CampaignEvent[] | Refused {
  const events: CampaignEvent[] = [];
  const playing = new Set(command.characters.map((c) => c.characterId));
  let current = state;
  for (const treasure of command.treasures) {
    if (!playing.has(treasure.characterId)) return refused('campaign.treasureNotPlayed', { number: treasure.number });
    if (current.lootedTreasures.includes(treasure.number)) return refused('campaign.treasureLooted', { number: treasure.number });
    const character = current.characters.find((c) => c.id === treasure.characterId)!;
    const reward = treasureReward(treasure.reward);
    const characterId = character.id;
    const gained: CampaignEvent[] = [];
    const words: string[] = [];
    let gold = character.gold + reward.gold;
    if (reward.itemNumber !== null) {
      const { item } = treasure;
      if (!item) return refused('campaign.treasureUnknownItem', { number: treasure.number, item: reward.itemNumber });
      if (character.items.includes(item.name)) {
        gold += sellPrice(current.edition, item.cost);
        words.push(`${item.name}, owned already and sold for ${sellPrice(current.edition, item.cost)} gold`);
      } else {
        gained.push({ type: 'ItemAdded', characterId, item: item.name });
        words.push(item.name);
      }
    }
    if (reward.gold > 0) words.push(`${reward.gold} gold`);
    if (gold !== character.gold) gained.push({ type: 'GoldChanged', characterId, from: character.gold, to: gold });
    if (reward.experience > 0) {
      gained.push(experienceGained(character, reward.experience));
      words.push(`${reward.experience} experience`);
    }
    if (reward.checkmarks > 0) {
      gained.push({ type: 'CheckmarksChanged', characterId, from: character.checkmarks, to: character.checkmarks + reward.checkmarks });
      words.push(`${reward.checkmarks} checkmark${reward.checkmarks === 1 ? '' : 's'}`);
    }
    words.push(...reward.other);
    const looted: CampaignEvent[] = [
      { type: 'TreasureLooted', characterId, number: treasure.number, reward: words.join(', ') || 'nothing' },
      ...gained,
    ];
    events.push(...looted);
    current = evolveCampaignAll(current, looted);
  }
  return events;
}

/**
 * A campaign-mode success's rewards (1st ed. rulebook p. 49 "Scenario Completion"; p. 42: a loss
 * takes only what there is). A typed global achievement ("City Rule: Militaristic") replaces the
 * active one of its type (p. 40 "Achievements").
 */
export function scenarioRewardEvents(
  state: CampaignState,
  rewards: NonNullable<Settlement['rewards']>,
  characterIds: readonly string[],
): CampaignEvent[] | Refused {
  const events: CampaignEvent[] = [];
  let global = [...state.globalAchievements];
  let party = [...state.party.achievements];
  for (const name of rewards.lostGlobalAchievements) {
    if (global.includes(name)) {
      events.push({ type: 'AchievementRemoved', scope: 'global', name });
      global = global.filter((a) => a !== name);
    }
  }
  for (const name of rewards.lostPartyAchievements) {
    if (party.includes(name)) {
      events.push({ type: 'AchievementRemoved', scope: 'party', name });
      party = party.filter((a) => a !== name);
    }
  }
  for (const name of rewards.globalAchievements) {
    const type = achievementType(name);
    for (const old of global.filter((a) => type !== null && a !== name && achievementType(a) === type)) {
      events.push({ type: 'AchievementRemoved', scope: 'global', name: old });
      global = global.filter((a) => a !== old);
    }
    // Untyped global achievements may be held more than once (p. 40); typed ones once.
    if (type !== null && global.includes(name)) continue;
    events.push({ type: 'AchievementAdded', scope: 'global', name });
    global.push(name);
  }
  for (const name of rewards.partyAchievements) {
    if (party.includes(name)) continue;
    events.push({ type: 'AchievementAdded', scope: 'party', name });
    party.push(name);
  }
  for (const characterId of characterIds) {
    const character = state.characters.find((c) => c.id === characterId)!;
    if (rewards.goldEach !== 0) {
      const to = Math.max(0, character.gold + rewards.goldEach);
      if (to !== character.gold) events.push({ type: 'GoldChanged', characterId, from: character.gold, to });
    }
    if (rewards.experienceEach > 0) {
      events.push(experienceGained(character, rewards.experienceEach));
    }
  }
  if (rewards.reputation !== 0) {
    const to = clampReputation(state.party.reputation + rewards.reputation);
    if (to !== state.party.reputation) events.push({ type: 'ReputationChanged', from: state.party.reputation, to });
  }
  if (rewards.prosperity !== 0) {
    const from = state.party.prosperityCheckmarks;
    const to = changeProsperity(state.edition, from, rewards.prosperity);
    if (to !== from) events.push({ type: 'ProsperityChanged', from, to, reason: 'adjusted' });
  }
  let owned = new Map(state.characters.map((c) => [c.id, [...c.items]]));
  for (const item of rewards.items) {
    if (!characterIds.includes(item.characterId)) return refused('campaign.itemToPlayer', { item: item.name });
    const items = owned.get(item.characterId) ?? [];
    const character = state.characters.find((c) => c.id === item.characterId)!;
    // A character never owns two copies of an item (p. 8 "Item Cards").
    if (items.includes(item.name)) return refused('campaign.ownsNothingSettled', { name: character.name, item: item.name });
    events.push({ type: 'ItemAdded', characterId: item.characterId, item: item.name });
    owned = new Map(owned).set(item.characterId, [...items, item.name]);
  }
  for (const name of rewards.itemDesigns) {
    if (!state.itemDesigns.includes(name)) events.push({ type: 'ItemDesignUnlocked', name });
  }
  const known = new Set(state.scenarios.map((s) => s.id));
  for (const unlock of rewards.unlocks) {
    if (known.has(unlock.scenarioId)) continue;
    known.add(unlock.scenarioId);
    events.push({ type: 'ScenarioUnlocked', scenarioId: unlock.scenarioId, name: unlock.name });
  }
  if (rewards.other.length > 0) events.push({ type: 'RewardsNoted', texts: [...rewards.other] });
  return events;
}

/** Experience gained by a character, with the levels it passes (levels are never lost). */
export function experienceGained(character: { id: string; xp: number }, amount: number): CampaignEvent {
  const to = character.xp + amount;
  return {
    type: 'ExperienceChanged',
    characterId: character.id,
    from: character.xp,
    to,
    levelFrom: levelForXp(character.xp),
    levelTo: levelForXp(to),
  };
}

/** "City Rule: Militaristic" has the type "City Rule"; "Ancient Technology" has none. */
export function achievementType(name: string): string | null {
  const colon = name.indexOf(':');
  return colon > 0 ? name.slice(0, colon).trim() : null;
}

/** A finished scenario's rewards for every character and its result, as one undoable entry. */
export const applyScenarioSettlement = ruleCommand(applyScenarioSettlementSchema, (state, command) => {
  const settled = decideSettlement(state, command);
  if (isRefused(settled)) return settled;
  // The settlement reads the kept battle goals, then they go back to the deck (p. 10).
  return [
    ...settled,
    ...deathsAtSettlement(state, command.deaths),
    ...(state.battleGoals.length > 0 ? [{ type: 'BattleGoalsReturned' as const }] : []),
  ];
});

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
