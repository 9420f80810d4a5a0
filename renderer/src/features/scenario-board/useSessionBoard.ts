import { useCallback, useRef, useState } from 'react';
import { applyBoardEdit, type BoardEdit } from '../../../../shared/map/edit';
import { emptyPosition, rulesForEdition, type BoardPosition } from '../../../../shared/map/position';
import type { ScenarioSessionView } from '../../../../shared/ipc/scenario-types';
import { useSessionError, type ScenarioSession } from '../scenario/useScenarioSession';

export interface SessionBoard {
  position: BoardPosition;
  apply(edit: BoardEdit): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  error: string | null;
}

/**
 * A session's board, kept in the scenario's own history: every edit is the scenario command
 * EditBoard, and undo/redo are the scenario's, so a moved standee and an attack are undone in the
 * order they happened, from either screen. An edit shows at once (it is applied here as well) and
 * the host's answer replaces it; edits sent one after another are shown on top of each other until
 * the last answer arrives.
 */
export function useSessionBoard(view: ScenarioSessionView, send: ScenarioSession['send']): SessionBoard {
  const [pending, setPending] = useState<BoardPosition | null>(null);
  const { error } = useSessionError(view.id, 'board');
  const inFlight = useRef(0);
  const position = pending ?? view.board ?? emptyPosition(rulesForEdition(view.edition));
  const current = useRef(position);
  current.current = position;

  const sendEdit = useCallback(
    async (request: Parameters<typeof send>[1]) => {
      inFlight.current++;
      try {
        await send('board', request);
      } finally {
        if (--inFlight.current === 0) setPending(null);
      }
    },
    [send],
  );

  const apply = useCallback(
    (edit: BoardEdit) => {
      const next = applyBoardEdit(current.current, edit);
      // Nothing to change (a wall, a taken hex): no command, no empty step in the history.
      if (next === current.current) return;
      current.current = next;
      setPending(next);
      void sendEdit((call) => call('scenarios.execute', { sessionId: view.id, command: { type: 'EditBoard', edit } }));
    },
    [sendEdit, view.id],
  );
  const undo = useCallback(() => void sendEdit((call) => call('scenarios.undo', { sessionId: view.id })), [sendEdit, view.id]);
  const redo = useCallback(() => void sendEdit((call) => call('scenarios.redo', { sessionId: view.id })), [sendEdit, view.id]);

  return { position, apply, undo, redo, canUndo: view.canUndo, canRedo: view.canRedo, error };
}
