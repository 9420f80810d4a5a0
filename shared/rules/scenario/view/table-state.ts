import type { ScenarioTableState, TableModifierDeck } from './view-types';
import type { ModifierDeckState } from '../modifier-deck';
import type { ScenarioState } from '../state';

/**
 * The state as the screens receive it: every fact of the table, and each deck as what the players
 * see of it, the number of cards face down and the face-up discards. The random generator and the
 * order of the draw piles stay in the host (with them a client would know the next card).
 * Field by field on purpose: a field added to the state does not reach the screens until it is
 * named here (the type asks for it).
 */
export function tableStateOf(state: ScenarioState): ScenarioTableState {
  return {
    edition: state.edition,
    scenarioId: state.scenarioId,
    round: state.round,
    phase: state.phase,
    level: state.level,
    monsterTypes: state.monsterTypes,
    abilityCards: state.abilityCards,
    abilityDecks: Object.fromEntries(
      Object.entries(state.abilityDecks).map(([name, deck]) => [name, { draw: deck.drawPile.length, discardPile: deck.discardPile }]),
    ),
    drawnAbilityCards: state.drawnAbilityCards,
    characters: state.characters,
    summons: state.summons,
    monsters: state.monsters,
    moneyTokensPlaced: state.moneyTokensPlaced,
    // The money tokens lying on the board, by hex (see money-tokens.ts): the board draws them.
    ...(state.moneyTokensOnBoard ? { moneyTokensOnBoard: state.moneyTokensOnBoard } : {}),
    elements: state.elements,
    pendingInfusions: state.pendingInfusions,
    elementsAtTurnStart: state.elementsAtTurnStart,
    monsterModifierDeck: tableModifierDeck(state.monsterModifierDeck),
    characterModifierDecks: Object.fromEntries(
      Object.entries(state.characterModifierDecks).map(([key, deck]) => [key, tableModifierDeck(deck)]),
    ),
    allyModifierDeck: state.allyModifierDeck ? tableModifierDeck(state.allyModifierDeck) : null,
    monsterTieOrder: state.monsterTieOrder,
    characterTieOrder: state.characterTieOrder,
    activeFigure: state.activeFigure,
    actedThisRound: state.actedThisRound,
    revealedRooms: state.revealedRooms,
    goalMetInRound: state.goalMetInRound,
    lossConditionMetInRound: state.lossConditionMetInRound,
    outcome: state.outcome,
    // The monster turn's progress (see shared/rules/scenario/turn-steps.ts): what the board shows as done.
    ...(state.turnSteps ? { turnSteps: state.turnSteps } : {}),
    ...(state.consumedByCard ? { consumedByCard: state.consumedByCard } : {}),
    // Who short rested in this round's cleanup (see shared/rules/scenario/modules/rests.ts).
    ...(state.shortRestedThisRound ? { shortRestedThisRound: state.shortRestedThisRound } : {}),
    // What the items used this turn add to a character's attacks (see item-bonuses.ts).
    ...(state.itemBonuses ? { itemBonuses: state.itemBonuses } : {}),
    // What the items a character used add to its defence against the next attack on it.
    ...(state.itemDefences ? { itemDefences: state.itemDefences } : {}),
    // The hands Haven keeps and the cards they were chosen from, by name (see shared/rules/scenario/hand.ts).
    ...(state.cardPools ? { cardPools: state.cardPools } : {}),
    ...(state.hands ? { hands: state.hands } : {}),
    // The objectives in play (a door, a tree): the play screen lists and damages them (objectives.ts).
    // Those whose room is not revealed yet stay in the host, as the room's monsters do.
    ...(state.objectives ? { objectives: state.objectives } : {}),
  };
}

function tableModifierDeck(deck: ModifierDeckState): TableModifierDeck {
  return { draw: deck.drawPile.length, discardPile: deck.discardPile, needsShuffle: deck.needsShuffle };
}
