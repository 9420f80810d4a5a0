import { seedRng, shuffle } from '../../../random';
import { campaignRng } from '../state';
import { dealPersonalQuests } from './deal';
import { copiesInStock, isInShop } from './stock';
import { clampFactionReputation } from '../factions';
import { buyPrice, sellPrice } from '../shop';
import { changeProsperity, prosperityLevel } from '../prosperity';
import { clampReputation } from '../reputation';
import { characterLevel, levelForXp, xpForLevel } from '../levels';
import type { CampaignEvent } from '../events';
import type { CampaignState, Character } from '../state';
import { violation } from '../violation';
import type { EventEffects, TownCommand } from './commands';
import { foreignCondition, isNothingAtStart } from '../visit/next-scenario';

/** The town's rules: shop, event decks, the campaign's content. Throws a RuleViolation when not allowed. */
export function decideTown(state: CampaignState, command: TownCommand): CampaignEvent[] {
  switch (command.type) {
    case 'UseContentPacks':
      return [{ type: 'ContentPacksChosen', packIds: [...new Set(command.packIds)] }, ...startingUnlocks(state, command.startingScenarios)];
    case 'BuyItem': {
      const character = activeCharacter(state, command.characterId);
      inTownToTrade(state, character, 'buy');
      const { item } = command;
      const level = prosperityLevel(state.edition, state.party.prosperityCheckmarks);
      if (!isInShop(state, item))
        violation(
          `${item.name} is not in the shop yet: it arrives at prosperity ${item.prosperity ?? '(design only)'} (the town is at ${level}).`,
        );
      if (character.items.includes(item.name))
        violation(`${character.name} already owns ${item.name}; a character cannot own two copies of an item.`);
      if (copiesInStock(state, item) === 0) violation(`All ${item.count} ${item.name} are owned by the party; none is left in the shop.`);
      const price = buyPrice(state.edition, item.cost, state.party.reputation);
      if (character.gold < price)
        violation(`${item.name} costs ${price} gold at reputation ${state.party.reputation}; ${character.name} has ${character.gold}.`);
      return [{ type: 'ItemBought', characterId: character.id, item, price }];
    }
    case 'SellItem': {
      const character = activeCharacter(state, command.characterId);
      inTownToTrade(state, character, 'sell');
      if (!character.items.includes(command.item.name)) violation(`${character.name} does not own ${command.item.name}.`);
      return [{ type: 'ItemSold', characterId: character.id, item: command.item.name, price: sellPrice(state.edition, command.item.cost) }];
    }
    case 'UnlockItemDesign':
      if (state.itemDesigns.includes(command.name)) violation(`The design of ${command.name} is already unlocked.`);
      return [{ type: 'ItemDesignUnlocked', name: command.name }];
    case 'AddEventCards': {
      const deck = state.eventDecks[command.deck];
      const known = new Set([
        ...state.eventDecks.city,
        ...state.eventDecks.road,
        ...state.removedEvents,
        ...(state.pendingEvent ? [state.pendingEvent.cardId] : []),
      ]);
      const repeated = command.cardIds.find((id) => known.has(`${command.deck}:${id}`));
      if (repeated) violation(`${command.deck} event ${repeated} is already in the campaign (in a deck, drawn or removed).`);
      // Adding cards to an event deck shuffles it (rulebook "City and Road Event Cards"), with the
      // campaign's generator (a seed in the command, as older logs have, is used instead).
      const added = [...new Set(command.cardIds)].map((id) => `${command.deck}:${id}`);
      const { seed } = command;
      const { items: order, rng } = shuffle([...deck, ...added], seed === undefined ? campaignRng(state) : seedRng(seed));
      return [{ type: 'EventDeckShuffled', deck: command.deck, added, order, ...(seed === undefined ? { rng } : {}) }];
    }
    case 'DealPersonalQuests':
      return dealPersonalQuests(state, command);
    case 'DrawEvent': {
      if (state.pendingEvent) violation(`Resolve the ${state.pendingEvent.deck} event being read before drawing another.`);
      const { place, cityEventDone, travel } = state.whereabouts;
      // A city event once per visit to Gloomhaven (1st ed. rulebook p. 43); a road event when the
      // party travels to a scenario that takes one (p. 41).
      if (command.deck === 'city' && place !== 'town') violation('City events are drawn in Gloomhaven; return to town first.');
      if (command.deck === 'city' && cityEventDone) violation('This visit to Gloomhaven already had its city event (one per visit).');
      if (command.deck === 'road' && travel?.roadEvent !== 'due')
        violation(
          travel
            ? `No road event is due on the way to scenario ${travel.scenarioId}: ${travel.reason}.`
            : 'Road events are drawn on the way to a scenario; choose where the party travels first.',
        );
      const top = state.eventDecks[command.deck][0];
      if (!top) violation(`The ${command.deck} event deck is empty; add cards to it first.`);
      return [{ type: 'EventDrawn', deck: command.deck, cardId: top }];
    }
    case 'SetQuestProgress': {
      const character = activeCharacter(state, command.characterId);
      if (!character.personalQuest) violation(`${character.name} has no personal quest to track.`);
      const from = character.questProgress[command.requirement] ?? 0;
      return from === command.value
        ? []
        : [{ type: 'QuestProgressChanged', characterId: character.id, requirement: command.requirement, from, to: command.value }];
    }
    case 'ResolveEvent': {
      const pending = state.pendingEvent ?? violation('No event card has been drawn.');
      const each = effectsOf(state, command.effects);
      return [
        ...each,
        ...moreEffectsOf(state, command.effects, each, command.seed),
        { type: 'EventResolved', deck: pending.deck, cardId: pending.cardId, option: command.option, disposition: command.disposition },
      ];
    }
  }
}

/**
 * An event's rewards and costs. A loss takes only what there is: no gold below 0, no XP below the
 * level's minimum, no checkmark that would cost a perk, prosperity not below the level's start
 * (1st ed. rulebook "City and Road Events": "they lose what they are able to lose").
 */
function effectsOf(state: CampaignState, effects: EventEffects): CampaignEvent[] {
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
): CampaignEvent[] {
  const events: CampaignEvent[] = [];
  const goldOf = (character: Character) =>
    [...before]
      .reverse()
      .find((e): e is Extract<CampaignEvent, { type: 'GoldChanged' }> => e.type === 'GoldChanged' && e.characterId === character.id)?.to ??
    character.gold;
  if (effects.collectiveGold !== 0 || effects.goldShares.length > 0) {
    const shared = effects.goldShares.reduce((sum, share) => sum + share.amount, 0);
    const party = effects.goldShares.reduce((sum, share) => sum + goldOf(activeCharacter(state, share.characterId)), 0);
    if (effects.collectiveGold > 0 && effects.goldShares.some((share) => share.amount < 0))
      violation('Collective gold gained is shared out, never paid. Nothing was changed.');
    if (effects.collectiveGold < 0 && effects.goldShares.some((share) => share.amount > 0))
      violation('Collective gold paid is paid by the characters, not gained. Nothing was changed.');
    // A price is the outcome's condition: the party pays it whole or the outcome is not theirs
    // (1st ed. rulebook p. 41: "If the party collectively has equal to or more than the gold
    // amount, that amount is lost, and the outcome is applied"; the 2nd edition's cards mark the
    // same condition, payCollectiveGold in its data). Nothing of the outcome is applied in part.
    if (effects.collectiveGoldIsPrice && effects.collectiveGold < 0 && party < -effects.collectiveGold)
      violation(
        `This outcome needs the party to pay ${-effects.collectiveGold} gold together and it has ${party}; choose the outcome that applies otherwise. Nothing was changed.`,
      );
    // A loss takes what the party has (1st ed. rulebook p. 42); a gain is shared out whole.
    const expected = effects.collectiveGold < 0 ? -Math.min(-effects.collectiveGold, party) : effects.collectiveGold;
    if (shared !== expected)
      violation(
        `The shares add up to ${Math.abs(shared)} gold; the card ${effects.collectiveGold < 0 ? 'takes' : 'gives'} ${Math.abs(expected)} together. Nothing was changed.`,
      );
    for (const share of effects.goldShares) {
      const character = activeCharacter(state, share.characterId);
      const from = goldOf(character);
      const to = from + share.amount;
      if (to < 0) violation(`${character.name} has ${from} gold and cannot pay ${-share.amount}. Nothing was changed.`);
      if (to !== from) events.push({ type: 'GoldChanged', characterId: character.id, from, to });
    }
  }
  const owned = new Map(state.characters.map((c) => [c.id, [...c.items]]));
  for (const item of effects.items) {
    const character = activeCharacter(state, item.characterId);
    // A character never owns two copies of an item (1st ed. rulebook p. 8).
    if (owned.get(character.id)?.includes(item.name))
      violation(`${character.name} already owns ${item.name}; give it to another character. Nothing was changed.`);
    owned.get(character.id)?.push(item.name);
    events.push({ type: 'ItemAdded', characterId: character.id, item: item.name });
  }
  const reputation = { ...state.party.factionReputation };
  for (const { faction, delta } of effects.factionReputation) {
    if (state.edition !== 'gh2') continue;
    const from = reputation[faction];
    const to = clampFactionReputation(from + delta);
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
  if (!isNothingAtStart(effects.nextScenario) && effects.characterIds.length > 0) {
    const foreign = foreignCondition(state.edition, effects.nextScenario);
    if (foreign) violation(`${foreign} is not a condition of this edition; nothing was changed.`);
    events.push({
      type: 'NextScenarioEffectsKept',
      entries: effects.characterIds.map((id) => ({ characterId: activeCharacter(state, id).id, ...effects.nextScenario })),
    });
  }
  if (effects.notes.length > 0) events.push({ type: 'RewardsNoted', texts: [...effects.notes] });
  return events;
}

/**
 * Items are bought and sold only while the party is in Gloomhaven: 1st ed. rulebook p. 43 ("When
 * in Gloomhaven, characters have the opportunity to buy item cards", under "Visiting Gloomhaven");
 * 2nd edition: buying and selling is part of the City Phase's downtime (rules refresher, "Scenario
 * End"). Not at the scenario just played nor on the road to the next one.
 */
function inTownToTrade(state: CampaignState, character: Character, verb: 'buy' | 'sell'): void {
  if (state.whereabouts.place === 'town') return;
  const where = state.whereabouts.place === 'road' ? 'on the road' : 'at the scenario';
  violation(
    `${character.name} can ${verb} items only in Gloomhaven, and the party is ${where}; return to town first. Nothing was changed.`,
  );
}

function activeCharacter(state: CampaignState, id: string): Character {
  const character = state.characters.find((c) => c.id === id) ?? violation(`There is no character with id ${id} in this campaign.`);
  if (character.isRetired) violation(`${character.name} is retired.`);
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
