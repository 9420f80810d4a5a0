import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardEdit } from '../../../../shared/map/edit';
import { recordEdit, redoStep, startHistory, undoStep, type BoardHistory as Steps } from '../../../../shared/map/history';
import type { BoardPosition } from '../../../../shared/map/position';
import { loadBoard, saveBoard } from './board-storage';

const SAVE_DELAY_MS = 200;

export interface BoardHistory {
  position: BoardPosition;
  apply(edit: BoardEdit): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The page's position with undo and redo (shared/map/history). The present position is saved
 * to localStorage so that a reload keeps the board.
 */
export function useBoardHistory(storageKey: string): BoardHistory {
  const [history, setHistory] = useState<Steps>(() => startHistory(loadBoard(storageKey)));

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

  const apply = useCallback((edit: BoardEdit) => setHistory((h) => recordEdit(h, edit)), []);
  const undo = useCallback(() => setHistory(undoStep), []);
  const redo = useCallback(() => setHistory(redoStep), []);

  return { position: history.present, apply, undo, redo, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
