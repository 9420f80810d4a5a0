import { Alert, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { emptyPosition, rulesForEdition, type BoardPosition } from '../../../../shared/board/position';
import { useCall, useQuery } from '../../bridge/hooks';
import { SessionBoard } from './SessionBoard';

/**
 * `#/play/:sessionId/board`: the session is read (and read again whenever the host announces a
 * change), the saved board once; a session without a board starts with an empty one in the rule
 * set of its edition.
 */
export function ScenarioBoardPage({ sessionId }: { sessionId: string }) {
  const call = useCall();
  const session = useQuery('scenarios.get', { sessionId });
  const [board, setBoard] = useState<{ position: BoardPosition | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    call('scenarioBoard.get', { sessionId }).then(
      (position) => isCurrent && setBoard({ position }),
      (e: Error) => isCurrent && setError(e.message),
    );
    return () => {
      isCurrent = false;
    };
  }, [call, sessionId]);

  const failure = error ?? (session.data ? null : session.error);
  if (failure) return <Alert color="red" title="This board cannot be shown">{failure}</Alert>;
  if (!session.data || !board) return <Loader />;
  return <SessionBoard key={sessionId} view={session.data} initial={board.position ?? emptyPosition(rulesForEdition(session.data.edition))} />;
}
