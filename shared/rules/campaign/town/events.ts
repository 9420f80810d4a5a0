import type { ShopItem } from './commands';

/** Town events; effects of events and shop trades reuse the campaign events (GoldChanged, ItemAdded...). */
export type TownEvent =
  | { type: 'ContentPacksChosen'; packIds: string[] }
  | { type: 'ItemBought'; characterId: string; item: ShopItem; price: number }
  | { type: 'ItemSold'; characterId: string; item: string; price: number }
  | { type: 'ItemDesignUnlocked'; name: string }
  | { type: 'EventDeckShuffled'; deck: 'city' | 'road'; added: string[]; order: string[] }
  | { type: 'EventDrawn'; deck: 'city' | 'road'; cardId: string }
  | { type: 'EventResolved'; deck: 'city' | 'road'; cardId: string; option: string; disposition: 'return' | 'remove' }
  | { type: 'QuestProgressChanged'; characterId: string; requirement: number; from: number; to: number };
