import { allModifierDecks } from '../modifier-deck-keys';
import type { ScenarioState } from '../state';
import type { ModifierDeckView, MonsterGroupView, RoomView, TurnSlotView } from './view-types';
import { own } from '../../own';

export type { ModifierDeckView, MonsterGroupView, RoomView, TurnSlotView };

/** A modifier deck's name on screen: "Monsters", "Allies", or the character's name. */
export function modifierDeckName(state: ScenarioState, key: string): string {
  if (key === 'monsters') return 'Monsters';
  if (key === 'allies') return 'Allies';
  return own(state.characters, key)?.name ?? key;
}

/** Every modifier deck with its counts; bless and curse counted in the draw pile (they leave when drawn). */
export function allModifierDecksOf(state: ScenarioState): ModifierDeckView[] {
  return allModifierDecks(state).map(([key, deck]) => ({
    key,
    name: modifierDeckName(state, key),
    draw: deck.drawPile.length,
    discard: deck.discardPile.length,
    blesses: deck.drawPile.filter((card) => card.id === 'bless').length,
    curses: deck.drawPile.filter((card) => card.id === 'curse').length,
    needsShuffle: deck.needsShuffle,
  }));
}
