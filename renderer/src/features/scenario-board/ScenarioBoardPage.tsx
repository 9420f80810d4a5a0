import { Alert, Loader } from '@mantine/core';
import { useQuery } from '../../bridge/hooks';
import { SessionBoard } from './SessionBoard';

/**
 * `#/play/:sessionId/board`: the session, read again whenever the host announces a change. Its
 * board comes with it (the board is part of the scenario's state and history).
 */
export function ScenarioBoardPage({ sessionId }: { sessionId: string }) {
  const session = useQuery('scenarios.get', { sessionId });
  if (!session.data)
    return session.error ? (
      <Alert color="red" title="This board cannot be shown">
        {session.error}
      </Alert>
    ) : (
      <Loader />
    );
  return <SessionBoard key={sessionId} view={session.data} show={session.set} />;
}
