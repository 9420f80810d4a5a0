import { applyBoardEdit } from '../../map/edit';
import { boardOf } from './board-state';
import type { CommandOf } from './command-schemas';
import { emit, type Emitter } from './emitter';
import type { ScenarioState } from './state';
import { violation, type RuleViolation } from './violation';

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
    return violation(
      'unknown-figure',
      `"${edit.figure.name || edit.figure.id}" is not a living figure of this scenario, so it cannot be placed on its board; nothing changed.`,
    ).violation;
  }
  const before = boardOf(out.state);
  // The same object back means the edit is not possible here (a wall, an occupied hex) or changes
  // nothing; either way the history gets no empty step.
  if (applyBoardEdit(before, edit) === before) {
    return violation(
      'board-unchanged',
      'That changes nothing on the board (the hex may be a wall, off the board or taken); nothing changed.',
    ).violation;
  }
  emit(out, { type: 'BoardEdited', edit });
  return undefined;
}
