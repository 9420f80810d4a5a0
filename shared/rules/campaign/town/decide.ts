import { seedRng, shuffle } from '../../../random';
import { campaignRng } from '../state';
import { dealPersonalQuests } from './deal';
import { buildStartingDecks } from './starting-decks';
import { checkChosenOption, chooseEventOption } from './choose-option';
import { copiesInStock, isInShop } from './stock';
import { clampFactionReputation } from '../factions';
import { buyPrice, sellPrice } from '../shop';
import { changeProsperity, prosperityLevel } from '../prosperity';
import { clampReputation } from '../reputation';
import { characterLevel, levelForXp, xpForLevel } from '../levels';
import type { CampaignEvent } from '../events';
import type { CampaignState, Character } from '../state';
import { isRefused, refused, type Refused } from '../violation';
import { ruleCommand } from '../command-module';
import {
  addEventCardsSchema,
  chooseEventOptionSchema,
  dealPersonalQuestsSchema,
  drawEventSchema,
  resolveEventSchema,
  sellItemSchema,
  setQuestProgressSchema,
  unlockItemDesignSchema,
  useContentPacksSchema,
  buyItemSchema,
  type EventEffects,
} from './commands';
import { foreignCondition, isNothingAtStart, nothingAtStart, type NextScenarioEntry } from '../visit/next-scenario';

// The town's commands (issue 28: each is its module, listed in ../commands.ts): the campaign's
// content, the shop, the event decks. A rule answers its events or the rule it breaks.

export const useContentPacks = ruleCommand(
  useContentPacksSchema,
  (state, command) => [
    { type: 'ContentPacksChosen', packIds: [...new Set(command.packIds)] },
    ...startingUnlocks(state, command.startingScenarios),
    ...buildStartingDecks(state, command.startingEvents),
  ],
  { revealsHiddenInformation: true },
);

export const buyItem = ruleCommand(buyItemSchema, (state, command) => {
  const character = activeCharacter(state, command.characterId);
  if (isRefused(character)) return character;
  const away = inTownToTrade(state, character, 'buy');
  if (away) return away;
  const { item } = command;
  const level = prosperityLevel(state.edition, state.party.prosperityCheckmarks);
  if (!isInShop(state, item))
    return refused('campaign.notInShopYet', { item: item.name, prosperity: item.prosperity ?? '(design only)', level });
  if (character.items.includes(item.name)) return refused('campaign.ownsItemAlready', { name: character.name, item: item.name });
  if (copiesInStock(state, item) === 0) return refused('campaign.noneInShop', { count: item.count, item: item.name });
  const price = buyPrice(state.edition, item.cost, state.party.reputation);
  if (character.gold < price)
    return refused('campaign.itemCosts', {
      item: item.name,
      price,
      reputation: state.party.reputation,
      name: character.name,
      gold: character.gold,
    });
  return [{ type: 'ItemBought', characterId: character.id, item, price }];
});

export const sellItem = ruleCommand(sellItemSchema, (state, command) => {
  const character = activeCharacter(state, command.characterId);
  if (isRefused(character)) return character;
  const away = inTownToTrade(state, character, 'sell');
  if (away) return away;
  if (!character.items.includes(command.item.name))
    return refused('campaign.doesNotOwnItem', { name: character.name, item: command.item.name });
  return [{ type: 'ItemSold', characterId: character.id, item: command.item.name, price: sellPrice(state.edition, command.item.cost) }];
});

export const unlockItemDesign = ruleCommand(unlockItemDesignSchema, (state, command) =>
  state.itemDesigns.includes(command.name)
    ? refused('campaign.designUnlocked', { item: command.name })
    : [{ type: 'ItemDesignUnlocked', name: command.name }],
);

export const addEventCards = ruleCommand(
  addEventCardsSchema,
  (state, command) => {
    const deck = state.eventDecks[command.deck];
    const known = new Set([
      ...state.eventDecks.city,
      ...state.eventDecks.road,
      ...state.removedEvents,
      ...(state.pendingEvent ? [state.pendingEvent.cardId] : []),
    ]);
    const repeated = command.cardIds.find((id) => known.has(`${command.deck}:${id}`));
    if (repeated) return refused('campaign.eventInCampaign', { deck: command.deck, card: repeated });
    // Adding cards to an event deck shuffles it (rulebook "City and Road Event Cards"), with the
    // campaign's generator (a seed in the command, as older logs have, is used instead).
    const added = [...new Set(command.cardIds)].map((id) => `${command.deck}:${id}`);
    const { seed } = command;
    const { items: order, rng } = shuffle([...deck, ...added], seed === undefined ? campaignRng(state) : seedRng(seed));
    return [{ type: 'EventDeckShuffled', deck: command.deck, added, order, ...(seed === undefined ? { rng } : {}) }];
  },
  { revealsHiddenInformation: true },
);

export const dealPersonalQuestsCommand = ruleCommand(dealPersonalQuestsSchema, dealPersonalQuests, { revealsHiddenInformation: true });

export const drawEvent = ruleCommand(
  drawEventSchema,
  (state, command) => {
    if (state.pendingEvent) return refused('campaign.resolveBeforeDrawing', { deck: state.pendingEvent.deck });
    const { place, cityEventDone, travel } = state.whereabouts;
    // A city event once per visit to Gloomhaven (1st ed. rulebook p. 43); a road event when the
    // party travels to a scenario that takes one (p. 41).
    if (command.deck === 'city' && place !== 'town') return refused('campaign.cityEventInTown');
    if (command.deck === 'city' && cityEventDone) return refused('campaign.cityEventDone');
    if (command.deck === 'road' && travel?.roadEvent !== 'due') {
      if (travel) return refused('campaign.noRoadEventDue', { scenario: travel.scenarioId, reason: travel.reason });
      return refused('campaign.roadEventOnTheWay');
    }
    const top = state.eventDecks[command.deck][0];
    if (!top) return refused('campaign.eventDeckEmpty', { deck: command.deck });
    return [{ type: 'EventDrawn', deck: command.deck, cardId: top }];
  },
  { revealsHiddenInformation: true },
);

export const setQuestProgress = ruleCommand(setQuestProgressSchema, (state, command) => {
  const character = activeCharacter(state, command.characterId);
  if (isRefused(character)) return character;
  if (!character.personalQuest) return refused('campaign.noQuestToTrack', { name: character.name });
  const from = character.questProgress[command.requirement] ?? 0;
  return from === command.value
    ? []
    : [{ type: 'QuestProgressChanged', characterId: character.id, requirement: command.requirement, from, to: command.value }];
});

export const chooseEventOptionCommand = ruleCommand(chooseEventOptionSchema, chooseEventOption);

export const resolveEvent = ruleCommand(resolveEventSchema, (state, command) => {
  const pending = state.pendingEvent;
  if (!pending) return refused('campaign.noEventDrawn');
  const wrongOption = checkChosenOption(state, command.option);
  if (wrongOption) return wrongOption;
  const each = effectsOf(state, command.effects);
  if (isRefused(each)) return each;
  const more = moreEffectsOf(state, command.effects, each, command.seed);
  if (isRefused(more)) return more;
  return [
    ...each,
    ...more,
    { type: 'EventResolved', deck: pending.deck, cardId: pending.cardId, option: command.option, disposition: command.disposition },
  ];
});

/**
 * An event's rewards and costs. A loss takes only what there is: no gold below 0, no XP below the
 * level's minimum, no checkmark that would cost a perk, prosperity not below the level's start
 * (1st ed. rulebook "City and Road Events": "they lose what they are able to lose").
 */
function effectsOf(state: CampaignState, effects: EventEffects): CampaignEvent[] | Refused {
  const events: CampaignEvent[] = [];
  if (effects.reputation !== 0) {
    const to = clampReputation(state.party.reputation + effects.reputation);
    if (to !== state.party.reputation) events.push({ type: 'ReputationChanged', from: state.party.reputation, to });
  }
  if (effects.prosperity !== 0) {
    const from = state.party.prosperityCheckmarks;
    const to = changeProsperity(state.edition, from, effects.prosperity);
    if (to !== from) events.push({ type: 'ProsperityChanged', from, to, reason: 'adjusted' });
  }
  for (const id of effects.characterIds) {
    const c = activeCharacter(state, id);
    if (isRefused(c)) return c;
    const gold = Math.max(0, c.gold + effects.goldEach);
    if (gold !== c.gold) events.push({ type: 'GoldChanged', characterId: id, from: c.gold, to: gold });
    const xp = Math.max(xpForLevel(levelForXp(c.xp)), c.xp + effects.experienceEach);
    if (xp !== c.xp)
      events.push({ type: 'ExperienceChanged', characterId: id, from: c.xp, to: xp, levelFrom: levelForXp(c.xp), levelTo: levelForXp(xp) });
    // Checkmarks that pay for perks already taken stay.
    const perksOwedToChecks = Math.max(0, c.perks.length - (characterLevel(c) - 1) - c.bonusPerks);
    const checks = Math.max(Math.min(c.checkmarks, perksOwedToChecks * 3), c.checkmarks + effects.checkmarksEach);
    if (checks !== c.checkmarks) events.push({ type: 'CheckmarksChanged', characterId: id, from: c.checkmarks, to: checks });
  }
  for (const a of effects.achievements) {
    const list = a.scope === 'global' ? state.globalAchievements : state.party.achievements;
    if (!list.includes(a.name)) events.push({ type: 'AchievementAdded', scope: a.scope, name: a.name });
  }
  for (const scenarioId of effects.scenarios) {
    if (!state.scenarios.some((s) => s.id === scenarioId)) events.push({ type: 'ScenarioUnlocked', scenarioId, name: '' });
  }
  return events;
}

/**
 * The rest of an outcome: collective gold as the party shared it, items taken, 2nd-edition faction
 * reputation, event cards shuffled in or removed, and what the party applies itself, in words.
 * `before` are the outcome's events so far (gold lost "each" is gone before the party pays).
 */
function moreEffectsOf(
  state: CampaignState,
  effects: EventEffects,
  before: readonly CampaignEvent[],
  seed: number | undefined,
): CampaignEvent[] | Refused {
  const events: CampaignEvent[] = [];
  const goldOf = (character: Character) =>
    [...before]
      .reverse()
      .find((e): e is Extract<CampaignEvent, { type: 'GoldChanged' }> => e.type === 'GoldChanged' && e.characterId === character.id)?.to ??
    character.gold;
  if (effects.collectiveGold !== 0 || effects.goldShares.length > 0) {
    const shared = effects.goldShares.reduce((sum, share) => sum + share.amount, 0);
    let party = 0;
    for (const share of effects.goldShares) {
      const character = activeCharacter(state, share.characterId);
      if (isRefused(character)) return character;
      party += goldOf(character);
    }
    if (effects.collectiveGold > 0 && effects.goldShares.some((share) => share.amount < 0)) return refused('campaign.collectiveGainShared');
    if (effects.collectiveGold < 0 && effects.goldShares.some((share) => share.amount > 0)) return refused('campaign.collectivePaid');
    // A price is the outcome's condition: the party pays it whole or the outcome is not theirs
    // (1st ed. rulebook p. 41: "If the party collectively has equal to or more than the gold
    // amount, that amount is lost, and the outcome is applied"; the 2nd edition's cards mark the
    // same condition, payCollectiveGold in its data). Nothing of the outcome is applied in part.
    if (effects.collectiveGoldIsPrice && effects.collectiveGold < 0 && party < -effects.collectiveGold)
      return refused('campaign.outcomePrice', { price: -effects.collectiveGold, party });
    // A loss takes what the party has (1st ed. rulebook p. 42); a gain is shared out whole.
    const expected = effects.collectiveGold < 0 ? -Math.min(-effects.collectiveGold, party) : effects.collectiveGold;
    if (shared !== expected)
      return refused('campaign.sharesDiffer', {
        shared: Math.abs(shared),
        way: effects.collectiveGold < 0 ? 'takes' : 'gives',
        expected: Math.abs(expected),
      });
    for (const share of effects.goldShares) {
      const character = activeCharacter(state, share.characterId);
      if (isRefused(character)) return character;
      const from = goldOf(character);
      const to = from + share.amount;
      if (to < 0) return refused('campaign.cannotPay', { name: character.name, gold: from, amount: -share.amount });
      if (to !== from) events.push({ type: 'GoldChanged', characterId: character.id, from, to });
    }
  }
  const owned = new Map(state.characters.map((c) => [c.id, [...c.items]]));
  for (const item of effects.items) {
    const character = activeCharacter(state, item.characterId);
    if (isRefused(character)) return character;
    // A character never owns two copies of an item (1st ed. rulebook p. 8).
    if (owned.get(character.id)?.includes(item.name)) return refused('campaign.ownsGiveAnother', { name: character.name, item: item.name });
    owned.get(character.id)?.push(item.name);
    events.push({ type: 'ItemAdded', characterId: character.id, item: item.name });
  }
  const reputation = { ...state.party.factionReputation };
  for (const { faction, delta } of effects.factionReputation) {
    if (state.edition !== 'gh2') continue;
    const from = reputation[faction];
    const to = clampFactionReputation(from + delta, state.party.unlockedFactions.includes(faction));
    reputation[faction] = to;
    if (to !== from) events.push({ type: 'FactionReputationChanged', faction, from, to });
  }
  let rng = seed === undefined ? campaignRng(state) : seedRng(seed);
  const known = new Set([...state.eventDecks.city, ...state.eventDecks.road, ...state.removedEvents]);
  if (state.pendingEvent) known.add(state.pendingEvent.cardId);
  for (const deck of ['city', 'road'] as const) {
    const fresh = [...new Set(effects.addedEvents.filter((card) => card.deck === deck).map((card) => `${deck}:${card.number}`))].filter(
      (id) => !known.has(id),
    );
    if (fresh.length === 0) continue;
    // Adding a card to an event deck shuffles it (1st ed. rulebook p. 39), with the campaign's
    // generator (a seed in the command, as older logs have, is used instead).
    const shuffled = shuffle([...state.eventDecks[deck], ...fresh], rng);
    rng = shuffled.rng;
    events.push({ type: 'EventDeckShuffled', deck, added: fresh, order: shuffled.items, ...(seed === undefined ? { rng } : {}) });
  }
  for (const card of effects.removedEvents) {
    const id = `${card.deck}:${card.number}`;
    if (state.eventDecks[card.deck].includes(id)) events.push({ type: 'EventCardRemoved', deck: card.deck, cardId: id });
  }
  const entries: NextScenarioEntry[] = [];
  if (!isNothingAtStart(effects.nextScenario) && effects.characterIds.length > 0) {
    const foreign = foreignCondition(state.edition, effects.nextScenario);
    if (foreign) return refused('campaign.foreignCondition', { condition: foreign });
    for (const id of effects.characterIds) {
      const character = activeCharacter(state, id);
      if (isRefused(character)) return character;
      entries.push({ characterId: character.id, ...effects.nextScenario });
    }
  }
  // An item the event spends or consumes is one the character owns (gained by this outcome too),
  // and it starts the next scenario so (guide "Scenario setup" step 9, next-scenario.ts).
  for (const turned of effects.turnedItems) {
    const character = activeCharacter(state, turned.characterId);
    if (isRefused(character)) return character;
    if (!owned.get(character.id)?.includes(turned.name)) return refused('event.itemNotOwned', { name: character.name, item: turned.name });
    entries.push({
      ...nothingAtStart(),
      characterId: character.id,
      ...(turned.as === 'spent' ? { spentItems: [turned.name] } : { consumedItems: [turned.name] }),
    });
  }
  if (entries.length > 0) events.push({ type: 'NextScenarioEffectsKept', entries });
  if (effects.notes.length > 0) events.push({ type: 'RewardsNoted', texts: [...effects.notes] });
  return events;
}

/**
 * Items are bought and sold only while the party is in Gloomhaven: 1st ed. rulebook p. 43 ("When
 * in Gloomhaven, characters have the opportunity to buy item cards", under "Visiting Gloomhaven");
 * 2nd edition: buying and selling is part of the City Phase's downtime (rules refresher, "Scenario
 * End"). Not at the scenario just played nor on the road to the next one.
 */
function inTownToTrade(state: CampaignState, character: Character, verb: 'buy' | 'sell'): Refused | undefined {
  if (state.whereabouts.place === 'town') return undefined;
  return refused('campaign.tradeOnlyInTown', {
    name: character.name,
    verb,
    where: state.whereabouts.place === 'road' ? 'road' : 'scenario',
  });
}

function activeCharacter(state: CampaignState, id: string): Character | Refused {
  const character = state.characters.find((c) => c.id === id);
  if (!character) return refused('campaign.noSuchCharacter');
  if (character.isRetired) return refused('campaign.retired', { name: character.name });
  return character;
}

/**
 * A campaign with no scenario unlocked yet starts with its content's starting scenarios open
 * (1st ed. rulebook p. 6: the first scenario in the Scenario Book is Black Barrow; the data
 * marks which scenarios are open at the start, Black Barrow in gh.json, Training Course and Bandit
 * Camp in gh2e.json). A campaign already under way keeps its own list.
 */
function startingUnlocks(state: CampaignState, scenarios: ReadonlyArray<{ scenarioId: string; name: string }>): CampaignEvent[] {
  if (state.scenarios.length > 0) return [];
  const seen = new Set<string>();
  return scenarios.flatMap(({ scenarioId, name }) => {
    if (seen.has(scenarioId)) return [];
    seen.add(scenarioId);
    return [{ type: 'ScenarioUnlocked' as const, scenarioId, name }];
  });
}
