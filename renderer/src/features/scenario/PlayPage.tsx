import { Alert, Anchor, Container, Loader } from '@mantine/core';
import { useCallback, useRef } from 'react';
import type { ScenarioSessionView, SettlementPicks } from '../../../../shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '../../../../shared/rules/scenario';
import { hrefOf } from '../../app/route';
import { useMutation, useQuery } from '../../bridge/hooks';
import { createPlayStore, PlayProvider, type PlayStore } from './play-context';
import { PlayScreen } from './PlayScreen';

/**
 * The assisted-play screen: everything the monster sleeves, decks, dials and the element board did.
 * `ownCharacterId` is this device's own character (a paired device at the table): shown first.
 */
export function PlayPage({ sessionId, ownCharacterId = null }: { sessionId: string; ownCharacterId?: string | null }) {
  const query = useQuery('scenarios.get', { sessionId });
  const mutation = useMutation({ isBusyShown: false });
  const { run } = mutation;
  const { reload, startChange } = query;
  // A change's answer is shown at once; reads sent before it are dropped when they come back, so
  // an answer that arrives late never shows an older state.
  const view: ScenarioSessionView | undefined = query.data;
  // Made once, from the first view.
  const storeRef = useRef<PlayStore | null>(null);
  if (storeRef.current === null && view !== undefined) storeRef.current = createPlayStore(view);
  /**
   * Runs a change of the session. Its answer goes to the panels at once, in the task it arrives
   * in (they render before the next frame), then to the query, whose render finds it shown already.
   */
  const change = useCallback(
    async (answer: () => Promise<ScenarioSessionView | undefined>) => {
      const finish = startChange();
      let next: ScenarioSessionView | undefined;
      try {
        next = await answer();
      } finally {
        if (next !== undefined) storeRef.current?.setView(next);
        finish(next);
      }
      return next !== undefined;
    },
    [startChange],
  );
  const exec = useCallback(
    (command: ScenarioCommandInput) => change(() => run('scenarios.execute', { sessionId, command })),
    [change, run, sessionId],
  );
  const undo = useCallback(() => void change(() => run('scenarios.undo', { sessionId })), [change, run, sessionId]);
  const redo = useCallback(() => void change(() => run('scenarios.redo', { sessionId })), [change, run, sessionId]);
  const settle = useCallback(
    (checkmarks: Record<string, number>, picks: SettlementPicks) =>
      void change(() => run('scenarios.settle', { sessionId, battleGoalCheckmarks: checkmarks, ...picks })),
    [change, run, sessionId],
  );
  const undoSettlement = useCallback(
    (campaignId: string) => void run('campaigns.undo', { campaignId }).then((answer) => answer && reload()),
    [run, reload],
  );

  if (query.error && !view) {
    return (
      <Container size="lg">
        <Alert color="red" title="This scenario cannot be shown">
          {query.error}
        </Alert>
        <Anchor href={hrefOf({ page: 'campaigns' })}>Back to the campaigns</Anchor>
      </Container>
    );
  }
  if (!view || !storeRef.current) return <Loader />;
  return (
    <PlayProvider view={view} exec={exec} store={storeRef.current}>
      <PlayScreen
        sessionId={sessionId}
        error={mutation.error}
        onClearError={mutation.clearError}
        onUndo={undo}
        onRedo={redo}
        onSettle={settle}
        onUndoSettlement={undoSettlement}
        ownCharacterId={ownCharacterId}
      />
    </PlayProvider>
  );
}
