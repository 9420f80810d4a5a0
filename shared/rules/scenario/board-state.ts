import { applyBoardEdit } from '../../map/edit';
import { emptyPosition, rulesForEdition, type BoardPosition } from '../../map/position';
import type { ScenarioState } from './state';

/**
 * The party's drawing of the map lives in the scenario's state so that it is saved with the
 * scenario and undone like every other step (issue "Scenario board"). It is not a rule of the game:
 * the engine only keeps it consistent with the figures that are alive (see `evolve`).
 */
export function boardOf(state: ScenarioState): BoardPosition {
  return state.board ?? emptyPosition(rulesForEdition(state.edition));
}

/** The board without a figure that has left the scenario (died, exhausted), so a reused standee number does not reappear where the dead one stood. */
export function withoutFigures(state: ScenarioState, ids: readonly string[]): ScenarioState {
  if (!state.board) return state;
  const board = ids.reduce((position, id) => applyBoardEdit(position, { type: 'removeFigure', id }), state.board);
  return board === state.board ? state : { ...state, board };
}
