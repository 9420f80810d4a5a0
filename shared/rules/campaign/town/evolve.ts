import type { CampaignState } from '../state';
import type { TownEvent } from './events';

export function evolveTown(state: CampaignState, event: TownEvent): CampaignState {
  switch (event.type) {
    case 'ContentPacksChosen':
      return { ...state, contentPackIds: event.packIds };
    case 'ItemBought':
      return {
        ...state,
        characters: state.characters.map((c) =>
          c.id === event.characterId ? { ...c, gold: c.gold - event.price, items: [...c.items, event.item.name] } : c,
        ),
      };
    case 'ItemSold':
      return {
        ...state,
        characters: state.characters.map((c) =>
          // A sold item is no longer equipped either.
          c.id === event.characterId
            ? {
                ...c,
                gold: c.gold + event.price,
                items: c.items.filter((i) => i !== event.item),
                equipped: c.equipped?.filter((e) => e.name !== event.item),
              }
            : c,
        ),
      };
    case 'ItemDesignUnlocked':
      return { ...state, itemDesigns: [...state.itemDesigns, event.name] };
    case 'EventDeckShuffled':
      return { ...state, eventDecks: { ...state.eventDecks, [event.deck]: event.order }, ...(event.rng ? { rng: event.rng } : {}) };
    case 'PersonalQuestsDealt':
      // The cards dealt are shown to the players; the campaign keeps only where its generator is.
      return { ...state, rng: event.rng };
    case 'EventCardRemoved':
      return {
        ...state,
        eventDecks: { ...state.eventDecks, [event.deck]: state.eventDecks[event.deck].filter((id) => id !== event.cardId) },
        removedEvents: [...state.removedEvents, event.cardId],
      };
    case 'EventDrawn':
      return {
        ...state,
        eventDecks: { ...state.eventDecks, [event.deck]: state.eventDecks[event.deck].slice(1) },
        pendingEvent: { deck: event.deck, cardId: event.cardId },
        whereabouts:
          event.deck === 'city'
            ? { ...state.whereabouts, cityEventDone: true }
            : state.whereabouts.travel
              ? { ...state.whereabouts, travel: { ...state.whereabouts.travel, roadEvent: 'drawn' } }
              : state.whereabouts,
      };
    case 'EventOptionChosen':
      return state.pendingEvent
        ? { ...state, pendingEvent: { ...state.pendingEvent, option: event.option, applies: event.applies, unread: event.unread } }
        : state;
    case 'QuestProgressChanged':
      return {
        ...state,
        characters: state.characters.map((c) => {
          if (c.id !== event.characterId) return c;
          const progress = [...c.questProgress];
          while (progress.length <= event.requirement) progress.push(0);
          progress[event.requirement] = event.to;
          return { ...c, questProgress: progress };
        }),
      };
    case 'EventResolved':
      // A resolved card goes under the deck or out of the game: never back on top.
      return {
        ...state,
        pendingEvent: null,
        eventDecks:
          event.disposition === 'return'
            ? { ...state.eventDecks, [event.deck]: [...state.eventDecks[event.deck], event.cardId] }
            : state.eventDecks,
        removedEvents: event.disposition === 'remove' ? [...state.removedEvents, event.cardId] : state.removedEvents,
      };
  }
}
