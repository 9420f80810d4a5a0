import { applyBoardEdit, type BoardEdit } from './edit';
import type { BoardPosition } from './position';

/** How many steps back undo reaches; a long painting session must not grow memory without end. */
export const BOARD_HISTORY_LIMIT = 200;

/**
 * A board with undo and redo. Positions are small immutable JSON values, so each step keeps the
 * whole previous position: simpler than inverse edits, and the reducer stays one-way.
 */
export interface BoardHistory {
  past: BoardPosition[];
  present: BoardPosition;
  future: BoardPosition[];
}

export function startHistory(present: BoardPosition): BoardHistory {
  return { past: [], present, future: [] };
}

/** An edit as a new step; the reducer returns the same object when nothing changed: no empty steps. */
export function recordEdit(history: BoardHistory, edit: BoardEdit): BoardHistory {
  const next = applyBoardEdit(history.present, edit);
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-BOARD_HISTORY_LIMIT), present: next, future: [] };
}

export function undoStep(history: BoardHistory): BoardHistory {
  const previous = history.past[history.past.length - 1];
  return previous ? { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] } : history;
}

export function redoStep(history: BoardHistory): BoardHistory {
  const [next, ...rest] = history.future;
  return next ? { past: [...history.past, history.present], present: next, future: rest } : history;
}
