import { seedRng, shuffle } from '../../../random';
import { campaignRng } from '../state';
import { dealBattleGoals, dealPersonalQuests } from './deal';
import { copiesInStock, isInShop } from './stock';
import { buyPrice, sellPrice } from '../shop';
import { changeProsperity, prosperityLevel } from '../prosperity';
import { clampReputation } from '../reputation';
import { levelForXp, xpForLevel } from '../levels';
import type { CampaignEvent } from '../events';
import type { CampaignState, Character } from '../state';
import { violation } from '../violation';
import type { EventEffects, TownCommand } from './commands';

/** The town's rules: shop, event decks, the campaign's content. Throws a RuleViolation when not allowed. */
export function decideTown(state: CampaignState, command: TownCommand): CampaignEvent[] {
  switch (command.type) {
    case 'UseContentPacks':
      return [{ type: 'ContentPacksChosen', packIds: [...new Set(command.packIds)] }];
    case 'BuyItem': {
      const character = activeCharacter(state, command.characterId);
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
    case 'DealBattleGoals':
      return dealBattleGoals(state, command);
    case 'DrawEvent': {
      if (state.pendingEvent) violation(`Resolve the ${state.pendingEvent.deck} event being read before drawing another.`);
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
      return [
        ...effectsOf(state, command.effects),
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
    const perksOwedToChecks = Math.max(0, c.perks.length - (levelForXp(c.xp) - 1) - c.bonusPerks);
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

function activeCharacter(state: CampaignState, id: string): Character {
  const character = state.characters.find((c) => c.id === id) ?? violation(`There is no character with id ${id} in this campaign.`);
  if (character.isRetired) violation(`${character.name} is retired.`);
  return character;
}
