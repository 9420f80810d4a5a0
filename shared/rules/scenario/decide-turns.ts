import { applyInfusions } from './elements';
import { emit, type Emitter } from './emitter';
import type { ScenarioEvent } from './events';
import { turnOrder } from './initiative';
import type { FigureRef, InitiativeChoice, ScenarioState } from './state';
import { refusedWith, type RuleViolation } from './violation';
import { own } from '../own';

/** Records a character's choice for the round, in card selection only. */
export function chooseInitiative(out: Emitter, characterId: string, choice: InitiativeChoice): RuleViolation | undefined {
  const state = out.state;
  const character = own(state.characters, characterId);
  if (character === undefined) return refusedWith('unknown-character', 'scenario.noSuchCharacter').violation;
  if (character.isExhausted) return refusedWith('exhausted', 'scenario.exhaustedNotRecorded', { name: character.name }).violation;
  if (state.phase !== 'cardSelection') {
    return refusedWith('not-card-selection', 'scenario.cardsRevealed', { round: state.round, name: character.name }).violation;
  }
  emit(out, { type: 'InitiativeChosen', characterId: character.id, choice });
  return undefined;
}

/**
 * 2nd edition: a monster set's infusion happens when the last monster of the set ends its turn
 * (2nd ed. rulebook "Monsters and Elements"), so infusions wait while the next turn belongs to the
 * same set. The 1st edition infuses at the end of each figure's turn (guide).
 */
function infusionWaitsForSet(state: ScenarioState, figure: FigureRef): boolean {
  if (state.edition !== 'gh2' || figure.kind !== 'monster') return false;
  const deckOf = (id: string) => {
    const standee = own(state.monsters, id);
    return standee === undefined ? undefined : own(state.monsterTypes, standee.typeId)?.deck;
  };
  const following = turnOrder(state).find((slot) => slot.status === 'pending');
  return following?.figure.kind === 'monster' && deckOf(following.figure.id) === deckOf(figure.id);
}

/** The TurnEnded event: infusions applied now, or kept waiting for the rest of a 2nd edition monster set. */
export function endOfTurn(state: ScenarioState, figure: FigureRef): Extract<ScenarioEvent, { type: 'TurnEnded' }> {
  if (infusionWaitsForSet(state, figure)) {
    return { type: 'TurnEnded', figure, elements: state.elements, infused: [], pendingInfusions: state.pendingInfusions };
  }
  return {
    type: 'TurnEnded',
    figure,
    elements: applyInfusions(state.elements, state.pendingInfusions),
    infused: state.pendingInfusions,
    pendingInfusions: [],
  };
}
