import { Alert, Anchor, Container, Loader } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSessionView, SettlementPicks } from '../../../../shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '../../../../shared/rules/scenario';
import { hrefOf } from '../../app/route';
import { createPlayStore, PlayProvider, type PlayStore } from './play-context';
import { PlayScreen } from './PlayScreen';
import { useScenarioSession, useSessionError } from './useScenarioSession';

/**
 * The assisted-play screen: everything the monster sleeves, decks, dials and the element board did.
 * `ownCharacterId` is this device's own character (a paired device at the table): shown first.
 */
export function PlayPage({ sessionId, ownCharacterId = null }: { sessionId: string; ownCharacterId?: string | null }) {
  const { t } = useTranslation();
  const session = useScenarioSession(sessionId);
  const { send, run, reload } = session;
  const { error, clearError } = useSessionError(sessionId, 'play');
  // A change's answer is shown at once; reads sent before it are dropped, so an answer that
  // arrives late never shows an older state.
  const view: ScenarioSessionView | undefined = session.view;
  // Made once, from the first view.
  const storeRef = useRef<PlayStore | null>(null);
  if (storeRef.current === null && view !== undefined) storeRef.current = createPlayStore(view);
  /**
   * Runs a change of the session. Its answer goes to the panels at once, in the task it arrives
   * in (they render before the next frame), then to the query, whose render finds it shown already.
   */
  const change = useCallback(
    async (request: Parameters<typeof send>[1]) => (await send('play', request, (next) => storeRef.current?.setView(next))) !== undefined,
    [send],
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
  if (!view || !storeRef.current) return <Loader />;
  return (
    <PlayProvider view={view} exec={exec} store={storeRef.current}>
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
