import type { TownCommand } from './commands';
import type { TownEvent } from './events';

export * from './commands';
export type { DealtQuest, TownEvent } from './events';
export { questLabel } from './deal';
export { copiesInStock, isInShop, ownersOf } from './stock';
export { decideTown } from './decide';
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
const TOWN_COMMANDS: ReadonlySet<string> = new Set([
  'UseContentPacks',
  'BuyItem',
  'SellItem',
  'UnlockItemDesign',
  'AddEventCards',
  'DrawEvent',
  'ChooseEventOption',
  'ResolveEvent',
  'SetQuestProgress',
  'DealPersonalQuests',
]);

export function isTownEvent(event: { type: string }): event is TownEvent {
  return TOWN_EVENTS.has(event.type);
}
export function isTownCommand(command: { type: string }): command is TownCommand {
  return TOWN_COMMANDS.has(command.type);
}
export { readEventEffects, type ReadEffects } from './event-effects';
