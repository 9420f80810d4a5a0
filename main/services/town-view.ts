import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { buyPrice, sellPrice } from '@shared/rules/campaign';
import { copiesInStock, isInShop, ownersOf } from '@shared/rules/campaign/town';
import type { CampaignState } from '@shared/rules/campaign';
import { perkLabel } from '@shared/content/to-scenario';
import type { ShopEntry, TownClass, TownView } from '@shared/ipc/town-types';
import type { CampaignService } from './campaigns';
import type { ContentService } from './content';

/**
 * The town as the campaign's content packs describe it, read: the shop's stock and prices in the
 * party's reputation, the pending event card's text, the classes. Nothing here writes.
 */
export function createTownViews(campaigns: Pick<CampaignService, 'get'>, content: ContentService) {
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
        ...(item.minusOnes ? { minusOnes: item.minusOnes } : {}),
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

  return { view, classes };
}

export type TownViews = ReturnType<typeof createTownViews>;
