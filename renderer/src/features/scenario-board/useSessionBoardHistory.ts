import { useCallback, useEffect, useRef, useState } from 'react';
import { applyBoardEdit, type BoardEdit } from '../../../../shared/board/edit';
import type { BoardPosition } from '../../../../shared/board/position';
import { useCall } from '../../bridge/hooks';

/** How many steps back undo reaches, as on the standalone board. */
const HISTORY_LIMIT = 200;
/** Saved a moment after the last edit: a drag or a painted stroke is one save, not dozens. */
const SAVE_DELAY_MS = 300;

interface History {
  past: BoardPosition[];
  present: BoardPosition;
  future: BoardPosition[];
}

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
  const [history, setHistory] = useState<History>(() => ({ past: [], present: initial, future: [] }));
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

  const apply = useCallback((edit: BoardEdit) => {
    setHistory((h) => {
      const next = applyBoardEdit(h.present, edit);
      // The reducer returns the same object when nothing changed: no empty undo steps.
      if (next === h.present) return h;
      return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] };
    });
  }, []);
  const undo = useCallback(() => {
    setHistory((h) => {
      const previous = h.past[h.past.length - 1];
      return previous ? { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] } : h;
    });
  }, []);
  const redo = useCallback(() => {
    setHistory((h) => {
      const [next, ...rest] = h.future;
      return next ? { past: [...h.past, h.present], present: next, future: rest } : h;
    });
  }, []);
  const reconcile = useCallback((change: (position: BoardPosition) => BoardPosition) => {
    setHistory((h) => {
      const present = change(h.present);
      const past = h.past.map(change);
      const future = h.future.map(change);
      const same = present === h.present && past.every((p, i) => p === h.past[i]) && future.every((p, i) => p === h.future[i]);
      return same ? h : { past, present, future };
    });
  }, []);

  return { position: history.present, apply, undo, redo, reconcile, canUndo: history.past.length > 0, canRedo: history.future.length > 0, saveError };
}
