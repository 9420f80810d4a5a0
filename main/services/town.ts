import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { buyPrice, sellPrice } from '@shared/rules/campaign';
import { copiesInStock, isInShop, ownersOf, type DealtQuest } from '@shared/rules/campaign/town';
import type { DealtGoal } from '@shared/rules/campaign/battle-goal-cards';
import type { CampaignState } from '@shared/rules/campaign';
import { perkLabel } from '@shared/content/to-scenario';
import type { ShopEntry, TownClass, TownView } from '@shared/ipc/town-types';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { CampaignService } from './campaigns';
import type { ContentService } from './content';
import { RequestError, refusedRequest } from './errors';

/** The purchase's pack is not one of the campaign's: worded by the purchase once its transaction ended. */
class PackNotUsed extends Error {}

/**
 * The town as the campaign's content packs describe it: the shop's stock and prices, event card
 * texts, personal quests to deal. Changes go through campaign commands (one transaction each).
 */
export function createTownService(campaigns: CampaignService, content: ContentService) {
  async function shop(state: CampaignState, language: AnyLanguage): Promise<ShopEntry[]> {
    const items = await content.records('items', state.contentPackIds);
    const nameOf = await content.names(state.contentPackIds, language);
    const textOf = await content.texts(state.contentPackIds, language);
    return items.map((item) => {
      // The pack's own text in the reader's language, whole, before Haven's words around its English.
      const translated = textOf('items', item.id);
      const owners = ownersOf(state, item.name);
      return {
        packId: item.packId,
        id: item.id,
        number: item.number,
        name: item.name,
        displayName: nameOf('items', item.id, item.name),
        slot: item.slot,
        cost: item.cost,
        price: buyPrice(state.edition, item.cost, state.party.reputation),
        sellPrice: sellPrice(state.edition, item.cost),
        count: item.count,
        inStock: copiesInStock(state, item),
        owners,
        prosperity: item.prosperity ?? null,
        isInShop: isInShop(state, item),
        text: translated ?? item.text ?? '',
        ...(item.textWords && translated === undefined ? { textWords: item.textWords } : {}),
      };
    });
  }

  /** The town in `language`: the shop's names and texts, the classes' names, where the packs have them. */
  async function view(campaignId: string, language: AnyLanguage = SOURCE_LANGUAGE): Promise<TownView> {
    const { state } = await campaigns.get(campaignId);
    const events = await content.records('events', state.contentPackIds);
    const pending = state.pendingEvent;
    const card = pending ? events.find((e) => `${e.deck}:${e.number}` === pending.cardId) : undefined;
    return {
      shop: await shop(state, language),
      pendingEvent: pending ? { ...pending, card: card ?? null } : null,
      availableEvents: {
        city: events.filter((e) => e.deck === 'city').map((e) => String(e.number)),
        road: events.filter((e) => e.deck === 'road').map((e) => String(e.number)),
      },
      classes: await classesOf(state.contentPackIds, language),
    };
  }

  async function classesOf(packIds: string[], language: AnyLanguage): Promise<TownClass[]> {
    const classes = await content.records('characterClasses', packIds);
    const nameOf = await content.names(packIds, language);
    return classes.map((c) => ({
      packId: c.packId,
      id: c.id,
      name: nameOf('characterClasses', c.id, c.name),
      health: c.health,
      handSize: c.handSize ?? null,
      isLocked: c.isLocked,
      perks: c.perks.map((perk) => ({ label: perkLabel(perk), checkboxes: perk.checkboxes })),
    }));
  }

  async function classes(campaignId: string, language: AnyLanguage = SOURCE_LANGUAGE): Promise<TownClass[]> {
    const { state } = await campaigns.get(campaignId);
    return classesOf(state.contentPackIds, language);
  }

  /** A purchase or a sale answers with the campaign and the town as they now are (the shop shows both). */
  async function withTown(campaign: CampaignView, language: AnyLanguage) {
    return { campaign, town: await view(campaign.state.id, language) };
  }

  /** The refusal of an item whose pack the campaign does not use: the pack by its name where it is installed, never its id. */
  async function packNotUsed(packId: string) {
    const pack = (await content.list()).find((installed) => installed.id === packId);
    return pack
      ? refusedRequest(RequestError, 'host.town.packNotUsed', { pack: pack.name })
      : refusedRequest(RequestError, 'host.town.packNotUsedUnnamed');
  }

  async function buy(campaignId: string, characterId: string, packId: string, itemId: string, language: AnyLanguage = SOURCE_LANGUAGE) {
    const item = await content.record('items', packId, itemId).catch(async (error: unknown) => {
      // An unknown item of a pack the campaign does not use is refused for its pack first.
      throw (await campaigns.get(campaignId)).state.contentPackIds.includes(packId) ? error : await packNotUsed(packId);
    });
    const command = {
      type: 'BuyItem',
      characterId,
      item: { name: item.name, cost: item.cost, count: item.count, prosperity: item.prosperity ?? null },
    } as const;
    try {
      // The item's pack must be one of the campaign's: checked inside the purchase's transaction,
      // on the state it changes, so no change of the campaign's packs can slip in between.
      const campaign = await campaigns.execute(campaignId, command, (state) => {
        if (!state.contentPackIds.includes(packId)) throw new PackNotUsed();
      });
      return await withTown(campaign, language);
    } catch (error) {
      // Worded once the transaction ended: the content's reads go through the same connection.
      throw error instanceof PackNotUsed ? await packNotUsed(packId) : error;
    }
  }

  async function sell(campaignId: string, characterId: string, itemName: string, language: AnyLanguage = SOURCE_LANGUAGE) {
    const { state } = await campaigns.get(campaignId);
    const item = (await content.records('items', state.contentPackIds)).find((i) => i.name === itemName);
    if (!item) throw refusedRequest(RequestError, 'host.town.sellUnknown', { item: itemName });
    const campaign = await campaigns.execute(campaignId, { type: 'SellItem', characterId, item: { name: item.name, cost: item.cost } });
    return withTown(campaign, language);
  }

  /**
   * Two personal quests for a new character, dealt by the campaign engine from the campaign's
   * generator (see shared/rules/campaign/town/deal.ts): recorded in the history, replayable.
   */
  async function dealPersonalQuests(campaignId: string): Promise<DealtQuest[]> {
    const { state } = await campaigns.get(campaignId);
    const deck = (await content.records('personalQuests', state.contentPackIds)).map((q) => ({ id: q.id, number: q.number, name: q.name }));
    const { events } = await campaigns.executeWithEvents(campaignId, { type: 'DealPersonalQuests', deck });
    return events.flatMap((event) => (event.type === 'PersonalQuestsDealt' ? event.quests : []));
  }

  /** Battle goals for the coming scenario, dealt by the campaign engine (see deal.ts). */
  async function dealBattleGoals(campaignId: string): Promise<Array<{ characterId: string; goals: DealtGoal[] }>> {
    const { state } = await campaigns.get(campaignId);
    const deck = (await content.records('battleGoals', state.contentPackIds)).map((g) => ({
      id: g.id,
      name: g.name,
      checks: g.checks,
      text: g.text ?? '',
    }));
    const { events } = await campaigns.executeWithEvents(campaignId, { type: 'DealBattleGoals', deck });
    // The campaign keeps the hands until the scenario is settled; the settlement reads the kept ones.
    return events.flatMap((event) =>
      event.type === 'BattleGoalsDealt' ? event.hands.map((h) => ({ characterId: h.characterId, goals: h.dealt })) : [],
    );
  }

  /**
   * Starts a 2nd-edition campaign from its content pack's campaign object: the starting event
   * decks shuffled and the campaign sheet's milestones, as one history entry.
   */
  async function setUpSecondEdition(campaignId: string) {
    const { state } = await campaigns.get(campaignId);
    const [setup] = await content.records('campaignSetups', state.contentPackIds);
    return campaigns.execute(campaignId, {
      type: 'SetUpSecondEditionCampaign',
      ...(setup ? { setup: { startingEvents: setup.startingEvents, milestones: setup.milestones } } : {}),
    });
  }

  /**
   * Sets out for a scenario. The content says what the rule needs: the scenario's name and links,
   * the last scenario's links, and (2nd edition) whether the journey takes a road event.
   */
  async function travel(campaignId: string, scenarioId: string) {
    const { state } = await campaigns.get(campaignId);
    const scenarios = await content.records('scenarios', state.contentPackIds);
    const byId = (id: string) => scenarios.find((s) => s.id === id.toLowerCase());
    const target = byId(scenarioId);
    const last = state.whereabouts.lastScenario ? byId(state.whereabouts.lastScenario.id) : undefined;
    const lower = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());
    return campaigns.execute(campaignId, {
      type: 'TravelToScenario',
      scenarioId,
      name: target?.name ?? state.scenarios.find((s) => s.id === scenarioId)?.name ?? '',
      links: lower(target?.links ?? []),
      lastLinks: lower(last?.links ?? []),
      ...(target?.needsRoadEvent !== undefined ? { needsRoadEvent: target.needsRoadEvent } : {}),
    });
  }

  return { view, classes, buy, sell, dealPersonalQuests, dealBattleGoals, setUpSecondEdition, travel };
}
