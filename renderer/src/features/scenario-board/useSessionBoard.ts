import { useCallback, useRef, useState } from 'react';
import { applyBoardEdit, type BoardEdit } from '../../../../shared/map/edit';
import { emptyPosition, rulesForEdition, type BoardPosition } from '../../../../shared/map/position';
import type { ScenarioSessionView } from '../../../../shared/ipc/scenario-types';
import { useCall } from '../../bridge/hooks';

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
export function useSessionBoard(view: ScenarioSessionView, show: (view: ScenarioSessionView) => void): SessionBoard {
  const call = useCall();
  const [pending, setPending] = useState<BoardPosition | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(0);
  const position = pending ?? view.board ?? emptyPosition(rulesForEdition(view.edition));
  const current = useRef(position);
  current.current = position;

  const send = useCallback(
    async (request: () => Promise<ScenarioSessionView>) => {
      inFlight.current++;
      try {
        const answer = await request();
        setError(null);
        show(answer);
      } catch (e) {
        setError((e as Error).message);
      } finally {
        if (--inFlight.current === 0) setPending(null);
      }
    },
    [show],
  );

  const apply = useCallback(
    (edit: BoardEdit) => {
      const next = applyBoardEdit(current.current, edit);
      // Nothing to change (a wall, a taken hex): no command, no empty step in the history.
      if (next === current.current) return;
      current.current = next;
      setPending(next);
      void send(() => call('scenarios.execute', { sessionId: view.id, command: { type: 'EditBoard', edit } }));
    },
    [call, send, view.id],
  );
  const undo = useCallback(() => void send(() => call('scenarios.undo', { sessionId: view.id })), [call, send, view.id]);
  const redo = useCallback(() => void send(() => call('scenarios.redo', { sessionId: view.id })), [call, send, view.id]);

  return { position, apply, undo, redo, canUndo: view.canUndo, canRedo: view.canRedo, error };
}
