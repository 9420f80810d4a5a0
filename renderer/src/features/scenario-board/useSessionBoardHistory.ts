import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardEdit } from '../../../../shared/board/edit';
import { recordEdit, reconcileHistory, redoStep, startHistory, undoStep, type BoardHistory } from '../../../../shared/board/history';
import type { BoardPosition } from '../../../../shared/board/position';
import { useCall } from '../../bridge/hooks';

/** Saved a moment after the last edit: a drag or a painted stroke is one save, not dozens. */
const SAVE_DELAY_MS = 300;


export interface SessionBoardHistory {
  position: BoardPosition;
  apply(edit: BoardEdit): void;
  undo(): void;
  redo(): void;
  /** Brings every step of the history in line with the session (the dead never come back on undo). */
  reconcile(change: (position: BoardPosition) => BoardPosition): void;
  canUndo: boolean;
  canRedo: boolean;
  saveError: string | null;
}

/**
 * A session's board with undo and redo, saved to the host with the session after each edit.
 * Undo lives on the screen only: the board is the party's drawing of the table, not game state.
 */
export function useSessionBoardHistory(sessionId: string, initial: BoardPosition): SessionBoardHistory {
  const call = useCall();
  const [history, setHistory] = useState<BoardHistory>(() => startHistory(initial));
  const [saveError, setSaveError] = useState<string | null>(null);

  const saved = useRef(initial);
  const latest = useRef(history.present);
  latest.current = history.present;
  const save = useCallback(() => {
    const position = latest.current;
    if (position === saved.current) return;
    saved.current = position;
    call('scenarioBoard.save', { sessionId, position }).then(
      () => setSaveError(null),
      (error: Error) => setSaveError(`The board could not be saved: ${error.message}`),
    );
  }, [call, sessionId]);
  useEffect(() => {
    const timer = setTimeout(save, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [save, history.present]);
  // Leaving the page saves at once what the delay still holds.
  useEffect(() => () => save(), [save]);

  const apply = useCallback((edit: BoardEdit) => setHistory((h) => recordEdit(h, edit)), []);
  const undo = useCallback(() => setHistory(undoStep), []);
  const redo = useCallback(() => setHistory(redoStep), []);
  const reconcile = useCallback((change: (position: BoardPosition) => BoardPosition) => setHistory((h) => reconcileHistory(h, change)), []);

  return { position: history.present, apply, undo, redo, reconcile, canUndo: history.past.length > 0, canRedo: history.future.length > 0, saveError };
}
