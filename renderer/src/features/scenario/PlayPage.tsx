import { Alert, Anchor, Container, Loader } from '@mantine/core';
import { useCallback } from 'react';
import type { ScenarioSessionView } from '../../../../shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '../../../../shared/rules/scenario';
import { hrefOf } from '../../app/route';
import { useMutation, useQuery } from '../../bridge/hooks';
import { PlayProvider } from './play-context';
import { PlayScreen } from './PlayScreen';

/** The assisted-play screen: everything the monster sleeves, decks, dials and the element board did. */
export function PlayPage({ sessionId }: { sessionId: string }) {
  const query = useQuery('scenarios.get', { sessionId });
  const mutation = useMutation({ isBusyShown: false });
  const { run } = mutation;
  const { set, reload } = query;
  // A change's answer is shown at once; reads sent before it are dropped when they come back, so
  // an answer that arrives late never shows an older state.
  const view: ScenarioSessionView | undefined = query.data;
  const apply = useCallback((next: ScenarioSessionView | undefined) => { if (next) set(next); return next !== undefined; }, [set]);
  const exec = useCallback(async (command: ScenarioCommandInput) => apply(await run('scenarios.execute', { sessionId, command })), [run, sessionId, apply]);
  const undo = useCallback(() => void run('scenarios.undo', { sessionId }).then(apply), [run, sessionId, apply]);
  const redo = useCallback(() => void run('scenarios.redo', { sessionId }).then(apply), [run, sessionId, apply]);
  const settle = useCallback(
    (checkmarks: Record<string, number>) => void run('scenarios.settle', { sessionId, battleGoalCheckmarks: checkmarks }).then(apply),
    [run, sessionId, apply],
  );
  const undoSettlement = useCallback(
    (campaignId: string) => void run('campaigns.undo', { campaignId }).then((answer) => answer && reload()),
    [run, reload],
  );

  if (query.error && !view) {
    return (
      <Container size="lg">
        <Alert color="red" title="This scenario cannot be shown">{query.error}</Alert>
        <Anchor href={hrefOf({ page: 'campaigns' })}>Back to the campaigns</Anchor>
      </Container>
    );
  }
  if (!view) return <Loader />;
  return (
    <PlayProvider view={view} exec={exec}>
      <PlayScreen
        sessionId={sessionId}
        error={mutation.error}
        onClearError={mutation.clearError}
        onUndo={undo}
        onRedo={redo}
        onSettle={settle}
        onUndoSettlement={undoSettlement}
      />
    </PlayProvider>
  );
}
