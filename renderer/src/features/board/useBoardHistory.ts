import { useCallback, useEffect, useRef, useState } from 'react';
import { applyBoardEdit, type BoardEdit } from '../../../../shared/board/edit';
import type { BoardPosition } from '../../../../shared/board/position';
import { loadBoard, saveBoard } from './boardStorage';

/** How many steps back undo reaches; a long painting session must not grow memory without end. */
const HISTORY_LIMIT = 200;
const SAVE_DELAY_MS = 200;

interface History {
  past: BoardPosition[];
  present: BoardPosition;
  future: BoardPosition[];
}

export interface BoardHistory {
  position: BoardPosition;
  apply(edit: BoardEdit): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The page's position with undo and redo. Positions are small immutable JSON values, so each step
 * keeps the whole previous position: simpler than inverse edits, and the reducer stays one-way.
 * The present position is saved to localStorage so that a reload keeps the board.
 */
export function useBoardHistory(storageKey: string): BoardHistory {
  const [history, setHistory] = useState<History>(() => ({ past: [], present: loadBoard(storageKey), future: [] }));

  // Saved a moment after the last edit, not in the frame of the edit: a large map is a long string.
  const latest = useRef(history.present);
  latest.current = history.present;
  useEffect(() => {
    const timer = setTimeout(() => saveBoard(storageKey, history.present), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [storageKey, history.present]);
  useEffect(() => {
    const flush = () => saveBoard(storageKey, latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [storageKey]);

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

  return { position: history.present, apply, undo, redo, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
