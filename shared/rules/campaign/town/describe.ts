import type { CampaignState } from '../state';
import type { TownEvent } from './events';
import { contentName, history, wordList, type Words, type WordValue } from '../../words';
import { characterName } from '../history-names';

/** An event card as players call it: "city event 12". */
const cardName = (cardId: string): Words => {
  const [deck, number] = cardId.split(':');
  return history('town.card', { deck: deck ?? '', number: number ?? '' });
};

export function describeTownEvent(state: CampaignState, event: TownEvent): Words {
  const t = (key: string, values?: Record<string, WordValue>) => history(`town.${key}`, values);
  const who = (id: string) => characterName(state, id);
  switch (event.type) {
    case 'ContentPacksChosen':
      return event.packIds.length
        ? t('contentChosen', { packs: wordList(event.packIds.map((id) => contentName('contentPacks', id, id))) })
        : t('noContent');
    case 'ItemBought':
      return t('itemBought', { name: who(event.characterId), item: event.item.name, price: event.price });
    case 'ItemSold':
      return t('itemSold', { name: who(event.characterId), item: event.item, price: event.price });
    case 'ItemDesignUnlocked':
      return t('designUnlocked', { name: event.name });
    case 'EventDeckShuffled':
      return t('deckShuffled', { cards: wordList(event.added.map(cardName)), deck: event.deck, count: event.order.length });
    case 'PersonalQuestsDealt':
      return t('questsDealt', { count: event.quests.length });
    case 'EventCardRemoved':
      return t('cardRemoved', { card: cardName(event.cardId) });
    case 'EventDrawn':
      return t('drew', { card: cardName(event.cardId) });
    case 'EventOptionChosen':
      return t('optionChosen', { card: cardName(event.cardId), option: event.option, count: event.applies.length });
    case 'QuestProgressChanged':
      return t('questProgress', { name: who(event.characterId), requirement: event.requirement + 1, from: event.from, to: event.to });
    case 'EventResolved':
      if (event.option === undefined)
        return t(event.disposition === 'return' ? 'resolvedNoOptionReturned' : 'resolvedNoOptionRemoved', { card: cardName(event.cardId) });
      return t(event.disposition === 'return' ? 'resolvedReturned' : 'resolvedRemoved', {
        card: cardName(event.cardId),
        option: event.option,
      });
  }
}
