import type { TownEvent } from './events';

export * from './commands';
export type { DealtQuest, TownEvent } from './events';
export { questLabel } from './deal';
export { copiesInStock, isInShop, ownersOf } from './stock';
export { evolveTown } from './evolve';
export { describeTownEvent } from './describe';

const TOWN_EVENTS: ReadonlySet<string> = new Set<TownEvent['type']>([
  'ContentPacksChosen',
  'ItemBought',
  'ItemSold',
  'ItemDesignUnlocked',
  'EventDeckShuffled',
  'EventDrawn',
  'EventOptionChosen',
  'EventCardRemoved',
  'EventResolved',
  'QuestProgressChanged',
  'PersonalQuestsDealt',
]);

export function isTownEvent(event: { type: string }): event is TownEvent {
  return TOWN_EVENTS.has(event.type);
}
export { readEventEffects, type ReadEffects } from './event-effects';
