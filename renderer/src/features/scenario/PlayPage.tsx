import { Alert, Anchor, Container, Loader } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSessionView, SettlementPicks } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { hrefOf } from '../../common/route';
import { createPlayStore, PlayProvider } from '../../common/play/play-context';
import { PlayScreen } from './PlayScreen';
import { useScenarioSession, useSessionError, type ScenarioSession } from '../../common/play/useScenarioSession';

/**
 * The assisted-play screen: everything the monster sleeves, decks, dials and the element board did.
 * `ownCharacterId` is this device's own character (a paired device at the table): shown first.
 */
export function PlayPage({ sessionId, ownCharacterId = null }: { sessionId: string; ownCharacterId?: string | null }) {
  const { t } = useTranslation();
  const session = useScenarioSession(sessionId);
  // A change's answer is shown at once; reads sent before it are dropped, so an answer that
  // arrives late never shows an older state.
  const view: ScenarioSessionView | undefined = session.view;

  if (session.readError && !view) {
    return (
      <Container size="lg">
        <Alert color="red" title={t('playSetup.page.cannotShow')}>
          {session.readError}
        </Alert>
        <Anchor href={hrefOf({ page: 'campaigns' })}>{t('playSetup.page.back')}</Anchor>
      </Container>
    );
  }
  if (!view) return <Loader />;
  return <ShownSession key={sessionId} sessionId={sessionId} session={session} view={view} ownCharacterId={ownCharacterId} />;
}

/** The session once read: its store is made once, from the first view. */
function ShownSession({
  sessionId,
  session,
  view,
  ownCharacterId,
}: {
  sessionId: string;
  session: ScenarioSession;
  view: ScenarioSessionView;
  ownCharacterId: string | null;
}) {
  const { send, run, reload } = session;
  const { error, clearError } = useSessionError(sessionId, 'play');
  const [store] = useState(() => createPlayStore(view));
  /**
   * Runs a change of the session. Its answer goes to the panels at once, in the task it arrives
   * in (they render before the next frame), then to the query, whose render finds it shown already.
   */
  const change = useCallback(
    async (request: Parameters<typeof send>[1]) => (await send('play', request, (next) => store.setView(next))) !== undefined,
    [send, store],
  );
  const exec = useCallback(
    (command: ScenarioCommandInput) => change((call) => call('scenarios.execute', { sessionId, command })),
    [change, sessionId],
  );
  const undo = useCallback(() => void change((call) => call('scenarios.undo', { sessionId })), [change, sessionId]);
  const redo = useCallback(() => void change((call) => call('scenarios.redo', { sessionId })), [change, sessionId]);
  const settle = useCallback(
    (checkmarks: Record<string, number>, picks: SettlementPicks) =>
      void change((call) => call('scenarios.settle', { sessionId, battleGoalCheckmarks: checkmarks, ...picks })),
    [change, sessionId],
  );
  const undoSettlement = useCallback(
    (campaignId: string) => void run('play', (call) => call('campaigns.undo', { campaignId })).then((answer) => answer && reload()),
    [run, reload],
  );
  return (
    <PlayProvider view={view} exec={exec} store={store}>
      <PlayScreen
        sessionId={sessionId}
        error={error}
        onClearError={clearError}
        onUndo={undo}
        onRedo={redo}
        onSettle={settle}
        onUndoSettlement={undoSettlement}
        ownCharacterId={ownCharacterId}
      />
    </PlayProvider>
  );
}
