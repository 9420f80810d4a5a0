import { applyBoardEdit } from '../../board/edit';
import { emptyPosition, rulesForEdition, type BoardPosition } from '../../board/position';
import type { CommandOf } from './commands';
import { emit, type Emitter } from './emitter';
import type { ScenarioState } from './state';
import { violation, type RuleViolation } from './violation';

/**
 * The party's drawing of the map lives in the scenario's state so that it is saved with the
 * scenario and undone like every other step (issue "Scenario board"). It is not a rule of the game:
 * the engine only keeps it consistent with the figures that are alive (see `evolve`).
 */
export function boardOf(state: ScenarioState): BoardPosition {
  return state.board ?? emptyPosition(rulesForEdition(state.edition));
}

/** The figures that may stand on a session's board: the living characters, their summons and the standees. */
function isSessionFigure(state: ScenarioState, id: string, kind: 'character' | 'summon' | 'monster'): boolean {
  switch (kind) {
    case 'character': {
      const character = state.characters[id];
      return character !== undefined && !character.isExhausted;
    }
    case 'summon':
      return state.summons[id] !== undefined;
    case 'monster':
      return state.monsters[id] !== undefined;
  }
}

export function decideEditBoard(out: Emitter, command: CommandOf<'EditBoard'>): RuleViolation | undefined {
  const { edit } = command;
  if (edit.type === 'placeFigure' && !isSessionFigure(out.state, edit.figure.id, edit.figure.kind)) {
    return violation('unknown-figure', `"${edit.figure.name || edit.figure.id}" is not a living figure of this scenario, so it cannot be placed on its board; nothing changed.`).violation;
  }
  const before = boardOf(out.state);
  // The same object back means the edit is not possible here (a wall, an occupied hex) or changes
  // nothing; either way the history gets no empty step.
  if (applyBoardEdit(before, edit) === before) {
    return violation('board-unchanged', 'That changes nothing on the board (the hex may be a wall, off the board or taken); nothing changed.').violation;
  }
  emit(out, { type: 'BoardEdited', edit });
  return undefined;
}

/** The board without a figure that has left the scenario (died, exhausted), so a reused standee number does not reappear where the dead one stood. */
export function withoutFigures(state: ScenarioState, ids: readonly string[]): ScenarioState {
  if (!state.board) return state;
  const board = ids.reduce((position, id) => applyBoardEdit(position, { type: 'removeFigure', id }), state.board);
  return board === state.board ? state : { ...state, board };
}
