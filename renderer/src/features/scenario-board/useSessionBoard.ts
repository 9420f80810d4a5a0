import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { applyBoardEdit, type BoardEdit } from '@shared/map/edit';
import { emptyPosition, rulesForEdition, type BoardPosition } from '@shared/map/position';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { useSessionError, type ScenarioSession } from '../../common/play/useScenarioSession';

export interface SessionBoard {
  position: BoardPosition;
  /** Applies an edit at once and sends it; returns the board it makes, or null when it changes nothing. */
  apply(edit: BoardEdit): BoardPosition | null;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  error: string | null;
}

/**
 * What the board shows before the host's answers reach the screen: the edits sent (each applied
 * here on top of the last), and after the last answer that answer's board, kept until the view
 * itself moves on from `shownBefore` (the screens receive an answer a moment after it arrives).
 */
interface Pending {
  position: BoardPosition;
  /** The view's board when the last answer arrived; undefined while an edit is on its way. */
  shownBefore?: BoardPosition | null;
}

/**
 * A session's board, kept in the scenario's own history: every edit is the scenario command
 * EditBoard, and undo/redo are the scenario's, so a moved standee and an attack are undone in the
 * order they happened, from either screen. An edit shows at once (it is applied here as well) and
 * the host's answer replaces it; edits sent one after another are shown on top of each other until
 * the last answer arrives, and that answer until the view shows it: a tap in between never sees
 * the board without a figure already placed.
 */
export function useSessionBoard(view: ScenarioSessionView, send: ScenarioSession['send']): SessionBoard {
  const [pending, setPending] = useState<Pending | null>(null);
  const { error } = useSessionError(view.id, 'board');
  const inFlight = useRef(0);
  const viewBoard = view.board ?? null;
  const isPendingShown = pending !== null && (pending.shownBefore === undefined || pending.shownBefore === viewBoard);
  const position = (isPendingShown ? pending.position : viewBoard) ?? emptyPosition(rulesForEdition(view.edition));
  // What the next edit applies to and what the view shows: kept once each render is committed (an
  // edit also moves `current` on at once, so that taps between two renders build on each other).
  const current = useRef(position);
  const viewBoardRef = useRef(viewBoard);
  useLayoutEffect(() => {
    current.current = position;
    viewBoardRef.current = viewBoard;
  }, [position, viewBoard]);

  const sendEdit = useCallback(
    async (request: Parameters<typeof send>[1]) => {
      inFlight.current++;
      let answer: ScenarioSessionView | undefined;
      try {
        answer = await send('board', request);
      } finally {
        // A refusal shows the view's board again; an answer is shown until the view catches up with it.
        if (--inFlight.current === 0) setPending(answer?.board ? { position: answer.board, shownBefore: viewBoardRef.current } : null);
      }
    },
    [send],
  );

  const apply = useCallback(
    (edit: BoardEdit) => {
      const next = applyBoardEdit(current.current, edit);
      // Nothing to change (a wall, a taken hex): no command, no empty step in the history.
      if (next === current.current) return null;
      current.current = next;
      setPending({ position: next });
      void sendEdit((call) => call('scenarios.execute', { sessionId: view.id, command: { type: 'EditBoard', edit } }));
      return next;
    },
    [sendEdit, view.id],
  );
  const undo = useCallback(() => void sendEdit((call) => call('scenarios.undo', { sessionId: view.id })), [sendEdit, view.id]);
  const redo = useCallback(() => void sendEdit((call) => call('scenarios.redo', { sessionId: view.id })), [sendEdit, view.id]);

  return { position, apply, undo, redo, canUndo: view.canUndo, canRedo: view.canRedo, error };
}
