import { countInDeck } from './modifier-deck';
import { allModifierDecks, curseSetOf } from './modifier-deck-keys';
import type { ScenarioState } from './state';

/**
 * Bless or curse shuffled into a deck. The box holds 10 bless cards for all decks together, and
 * two sets of 10 curse cards: one for the monster deck, one for character and ally decks; with
 * none left, the bless or curse has no effect (2nd ed. rulebook "Bless", "Curse"; guide: "separate
 * curse decks for monsters and characters, ten cards each"). A figure immune to curse adds none;
 * 2nd edition safeguard stops a curse and is used up (2nd ed. rulebook "Safeguard").
 */
export const BLESS_CURSE_LIMIT = 10;

export function cardsInPlay(state: ScenarioState, cardId: 'bless' | 'curse', deckKey: string): number {
  return allModifierDecks(state)
    .filter(([key]) => cardId === 'bless' || curseSetOf(key) === curseSetOf(deckKey))
    .reduce((sum, [, deck]) => sum + countInDeck(deck, cardId), 0);
}
