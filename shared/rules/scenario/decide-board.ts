import { applyBoardEdit } from '../../map/edit';
import { boardOf } from './board-state';
import type { CommandOf } from './command-schemas';
import { emit, type Emitter } from './emitter';
import type { ScenarioState } from './state';
import { refusedWith, type RuleViolation } from './violation';
import { own } from '../own';

/** The figures that may stand on a session's board: the living characters, their summons and the standees. */
function isSessionFigure(state: ScenarioState, id: string, kind: 'character' | 'summon' | 'monster'): boolean {
  switch (kind) {
    case 'character': {
      const character = own(state.characters, id);
      return character !== undefined && (!character.isExhausted || character.staysOnMap === true);
    }
    case 'summon':
      return own(state.summons, id) !== undefined;
    case 'monster':
      return own(state.monsters, id) !== undefined;
  }
}

export function decideEditBoard(out: Emitter, command: CommandOf<'EditBoard'>): RuleViolation | undefined {
  const { edit } = command;
  if (edit.type === 'placeFigure' && !isSessionFigure(out.state, edit.figure.id, edit.figure.kind)) {
    return refusedWith('unknown-figure', 'scenario.notLivingFigure', { name: edit.figure.name || edit.figure.id }).violation;
  }
  const before = boardOf(out.state);
  // The same object back means the edit is not possible here (a wall, an occupied hex) or changes
  // nothing; either way the history gets no empty step.
  if (applyBoardEdit(before, edit) === before) {
    return refusedWith('board-unchanged', 'scenario.boardUnchanged').violation;
  }
  emit(out, { type: 'BoardEdited', edit });
  return undefined;
}
