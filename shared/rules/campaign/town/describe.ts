import type { CampaignState } from '../state';
import type { TownEvent } from './events';

const cardName = (cardId: string) => {
  const [deck, number] = cardId.split(':');
  return `${deck} event ${number}`;
};

export function describeTownEvent(state: CampaignState, event: TownEvent): string {
  const who = (id: string) => state.characters.find((c) => c.id === id)?.name ?? 'a character';
  switch (event.type) {
    case 'ContentPacksChosen':
      return event.packIds.length ? `Content for this campaign: ${event.packIds.join(', ')}` : 'No content pack chosen';
    case 'ItemBought':
      return `${who(event.characterId)} bought ${event.item.name} for ${event.price} gold`;
    case 'ItemSold':
      return `${who(event.characterId)} sold ${event.item} for ${event.price} gold`;
    case 'ItemDesignUnlocked':
      return `Item design unlocked: ${event.name}`;
    case 'EventDeckShuffled':
      return `${event.added.map(cardName).join(', ')} shuffled into the ${event.deck} event deck (${event.order.length} cards)`;
    case 'PersonalQuestsDealt':
      return `${event.quests.length === 2 ? 'Two' : event.quests.length} personal quests dealt to choose from`;
    case 'EventCardRemoved':
      return `${cardName(event.cardId)} removed from the game`;
    case 'EventDrawn':
      return `Drew ${cardName(event.cardId)}`;
    case 'QuestProgressChanged':
      return `${who(event.characterId)}'s personal quest, requirement ${event.requirement + 1}: ${event.from} → ${event.to}`;
    case 'EventResolved':
      return `Resolved ${cardName(event.cardId)} with option ${event.option}; the card ${event.disposition === 'return' ? 'goes under the deck' : 'is removed from the game'}`;
  }
}
