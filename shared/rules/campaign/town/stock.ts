import { prosperityLevel } from '../prosperity';
import type { CampaignState } from '../state';

/** An item as the shop rule reads it: a content record (prosperity absent) or a command's item (null). */
export interface StockItem {
  name: string;
  count: number;
  prosperity?: number | null;
}

/**
 * The shop holds the items up to the town's prosperity level and every unlocked design (1st ed.
 * rulebook "Buying and Selling Items"); an item with no prosperity arrives by its design only.
 * The one stock rule: the town engine refuses a purchase by it and the town view shows it.
 */
export function isInShop(state: CampaignState, item: Pick<StockItem, 'name' | 'prosperity'>): boolean {
  const level = prosperityLevel(state.edition, state.party.prosperityCheckmarks);
  return state.itemDesigns.includes(item.name) || (item.prosperity != null && item.prosperity <= level);
}

/** The active characters owning a copy: stock is limited to the copies of the card (same section). */
export function ownersOf(state: CampaignState, itemName: string): string[] {
  return state.characters.filter((c) => !c.isRetired && c.items.includes(itemName)).map((c) => c.id);
}

export function copiesInStock(state: CampaignState, item: Pick<StockItem, 'name' | 'count'>): number {
  return Math.max(0, item.count - ownersOf(state, item.name).length);
}
