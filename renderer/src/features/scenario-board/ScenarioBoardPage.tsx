import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScenarioSession } from '../../common/play/useScenarioSession';
import { SessionBoard } from './SessionBoard';

/**
 * `#/play/:sessionId/board`: the session, read again whenever the host announces a change of it
 * (the play screen's client: the same query and changes). Its board comes with it (the board is
 * part of the scenario's state and history).
 */
export function ScenarioBoardPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const session = useScenarioSession(sessionId);
  if (!session.view)
    return session.readError ? (
      <Alert color="red" title={t('board.page.unreadable')}>
        {session.readError}
      </Alert>
    ) : (
      <Loader />
    );
  return <SessionBoard key={sessionId} view={session.view} send={session.send} />;
}
