import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BoardEdit } from '@shared/map/edit';
import { recordEdit, redoStep, startHistory, undoStep, type BoardHistory as Steps } from '@shared/map/history';
import type { BoardPosition } from '@shared/map/position';

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
 * by the host (useBoardDraft) so that a reload, and every other device, keeps the board.
 */
export function useBoardHistory(initial: BoardPosition, save: (position: BoardPosition) => void): BoardHistory {
  const [history, setHistory] = useState<Steps>(() => startHistory(initial));

  // Saved a moment after the last edit, not in the frame of the edit: a large map is a long string.
  // The flush on leaving reads the last committed position (kept once each render is committed).
  const latest = useRef(history.present);
  useLayoutEffect(() => {
    latest.current = history.present;
  }, [history.present]);
  useEffect(() => {
    if (history.present === initial) return;
    const timer = setTimeout(() => save(history.present), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initial, save, history.present]);
  useEffect(() => {
    const flush = () => {
      if (latest.current !== initial) save(latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [initial, save]);

  const apply = useCallback((edit: BoardEdit) => setHistory((h) => recordEdit(h, edit)), []);
  const undo = useCallback(() => setHistory(undoStep), []);
  const redo = useCallback(() => setHistory(redoStep), []);

  return { position: history.present, apply, undo, redo, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
