import type { ModifierDeckState } from './modifier-deck';
import type { ModifierDeckKey, ScenarioState } from './state';

/**
 * Where each attack modifier deck lives: the monsters' deck, the 2nd edition allies' deck, and one
 * per character (1st ed. rulebook "Attack Modifier Cards"; 2nd ed. rulebook: "Characters each have
 * their own deck, while all monsters share a single deck. ... scenario allies ... use the separate
 * ally deck").
 */
export function modifierDeckOf(state: ScenarioState, key: ModifierDeckKey): ModifierDeckState | undefined {
  if (key === 'monsters') return state.monsterModifierDeck;
  if (key === 'allies') return state.allyModifierDeck ?? undefined;
  return state.characterModifierDecks[key];
}

export function withModifierDeck(state: ScenarioState, key: ModifierDeckKey, deck: ModifierDeckState): ScenarioState {
  if (key === 'monsters') return { ...state, monsterModifierDeck: deck };
  if (key === 'allies') return { ...state, allyModifierDeck: deck };
  return { ...state, characterModifierDecks: { ...state.characterModifierDecks, [key]: deck } };
}

/** Every deck in a fixed order: monsters, allies, then characters in setup order. */
export function allModifierDecks(state: ScenarioState): [ModifierDeckKey, ModifierDeckState][] {
  return [
    ['monsters', state.monsterModifierDeck],
    ...(state.allyModifierDeck === null ? [] : [['allies', state.allyModifierDeck] as [ModifierDeckKey, ModifierDeckState]]),
    ...Object.entries(state.characterModifierDecks),
  ];
}

/**
 * Curse cards come in two sets of ten: one for the monster deck, one for character and ally decks
 * (guide: "separate curse decks for monsters and characters, ten cards each"; 2nd ed. rulebook
 * "Curse").
 */
export function curseSetOf(key: ModifierDeckKey): 'monsters' | 'party' {
  return key === 'monsters' ? 'monsters' : 'party';
}
