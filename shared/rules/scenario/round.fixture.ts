import type { ScenarioState } from './state';

/** Tests: Rust Hounds (scenario.fixture's RUST_HOUND) added, numbered from 1 in the order of `ranks`. */
export const rustHounds = (...ranks: Array<'normal' | 'elite'>) => ({
  type: 'AddMonsters' as const,
  monsters: ranks.map((rank, index) => ({ typeId: 'rust-hound', rank, standeeNumber: index + 1 })),
});

/** Tests: a character's two cards chosen, the leading one's initiative first. */
export const cardsChosen = (characterId: string, leading: number, second: number) => ({
  type: 'ChooseInitiative' as const,
  characterId,
  choice: { kind: 'cards' as const, leading, second },
});

/** Tests: the Rust Hounds' ability deck (hound-pack) stacked: `drawPile` top first, nothing discarded. */
export const houndCardsStacked = (state: ScenarioState, drawPile: string[]): ScenarioState => ({
  ...state,
  abilityDecks: { ...state.abilityDecks, 'hound-pack': { drawPile, discardPile: [] } },
});
