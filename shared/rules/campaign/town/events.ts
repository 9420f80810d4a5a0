import type { RngState } from '../../../random';
import type { ShopItem } from './commands';

/** Town events; effects of events and shop trades reuse the campaign events (GoldChanged, ItemAdded...). */
export type TownEvent =
  | { type: 'ContentPacksChosen'; packIds: string[] }
  | { type: 'ItemBought'; characterId: string; item: ShopItem; price: number }
  | { type: 'ItemSold'; characterId: string; item: string; price: number }
  | { type: 'ItemDesignUnlocked'; name: string }
  /** `rng`: the campaign's generator after the shuffle (absent in shuffles seeded by the host, before it was kept). */
  | { type: 'EventDeckShuffled'; deck: 'city' | 'road'; added: string[]; order: string[]; rng?: RngState }
  | { type: 'EventCardRemoved'; deck: 'city' | 'road'; cardId: string }
  | { type: 'PersonalQuestsDealt'; quests: DealtQuest[]; rng: RngState }
  | { type: 'EventDrawn'; deck: 'city' | 'road'; cardId: string }
  /** The option chosen and the card turned: the outcomes (by index) that apply, and those whose printed condition the party answered. */
  | { type: 'EventOptionChosen'; deck: 'city' | 'road'; cardId: string; option: string; applies: number[]; unread: number[] }
  /** `option` is absent for a card resolved without one (older logs always carry one, often "A"). */
  | { type: 'EventResolved'; deck: 'city' | 'road'; cardId: string; option?: string; disposition: 'return' | 'remove' }
  | { type: 'QuestProgressChanged'; characterId: string; requirement: number; from: number; to: number };

export interface DealtQuest {
  id: string;
  number: number;
  /** "number name", as a character's personal quest is written. */
  name: string;
}
