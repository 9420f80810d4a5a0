import { useMutationState, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { useCall, useHostQueryClient, useQuery, type Call } from '../../bridge/hooks';

/** Which control sent a change: its refusal is shown beside it. */
export type ChangeSource = 'play' | 'board' | 'turn';

const keyOf = (sessionId: string) => ['scenarios.change', sessionId] as const;

export interface ScenarioSession {
  view: ScenarioSessionView | undefined;
  /** Why the session cannot be read, if it cannot. */
  readError: string | null;
  reload(): void;
  /**
   * Sends a change of the session. Its answer is shown at once on every screen of the session
   * (they share one query); a refusal resolves undefined and is kept for `useSessionError`.
   * `onAnswer` runs with the answer in the task it arrives in, before any render.
   */
  send(
    source: ChangeSource,
    request: (call: Call) => Promise<ScenarioSessionView>,
    onAnswer?: (view: ScenarioSessionView) => void,
  ): Promise<ScenarioSessionView | undefined>;
  /** Sends a change of something else (the campaign) whose refusal belongs to the session's screens. */
  run<T>(source: ChangeSource, request: (call: Call) => Promise<T>): Promise<T | undefined>;
}

/** Keeps only the newest settled change of a session from a source: its error (if any) is what is shown. */
function forgetOlder(client: QueryClient, sessionId: string, source: ChangeSource, newest: unknown) {
  const cache = client.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: keyOf(sessionId), predicate: (m) => m.meta?.source === source }))
    if (mutation !== newest && mutation.state.status !== 'pending') cache.remove(mutation);
}

/**
 * One client per scenario session, used by the play screen, its board and the monster turns: the
 * session is one query of the shared cache, and every change goes through the same mutation key,
 * so being busy and the last refusal are the session's, not each screen's.
 */
export function useScenarioSession(sessionId: string): ScenarioSession {
  const client = useHostQueryClient();
  const call = useCall();
  const query = useQuery('scenarios.get', { sessionId });
  const { startChange, reload } = query;

  const run = useCallback(
    async <T>(source: ChangeSource, request: (call: Call) => Promise<T>, whenAnswered?: (answer: T | undefined) => void) => {
      // Sent now, in the task of the tap (the mutation only keeps its state: busy, refused).
      const sent = request(call);
      sent.catch(() => undefined);
      const mutation = client.getMutationCache().build(client, { mutationKey: keyOf(sessionId), meta: { source }, mutationFn: () => sent });
      let answer: T | undefined;
      try {
        answer = (await mutation.execute(undefined)) as T;
      } catch {
        answer = undefined;
      } finally {
        whenAnswered?.(answer);
        forgetOlder(client, sessionId, source, mutation);
      }
      return answer;
    },
    [call, client, sessionId],
  );

  const send = useCallback(
    (source: ChangeSource, request: (call: Call) => Promise<ScenarioSessionView>, onAnswer?: (view: ScenarioSessionView) => void) => {
      const finish = startChange();
      return run(source, request, (answer) => {
        if (answer !== undefined) onAnswer?.(answer);
        finish(answer);
      });
    },
    [run, startChange],
  );

  return { view: query.data, readError: query.error, reload, send, run };
}

/** The last refusal of a session's change sent from `source`, and a way to dismiss it. */
export function useSessionError(sessionId: string, source: ChangeSource): { error: string | null; clearError(): void } {
  const client = useHostQueryClient();
  const errors = useMutationState(
    {
      filters: { mutationKey: keyOf(sessionId), status: 'error', predicate: (m) => m.meta?.source === source },
      select: (m) => (m.state.error as Error | null)?.message ?? null,
    },
    client,
  );
  const clearError = useCallback(() => {
    const cache = client.getMutationCache();
    for (const m of cache.findAll({ mutationKey: keyOf(sessionId), status: 'error' })) if (m.meta?.source === source) cache.remove(m);
  }, [client, sessionId, source]);
  const error = errors.at(-1) ?? null;
  return useMemo(() => ({ error, clearError }), [error, clearError]);
}

/** Whether a change of the session sent from `source` is on its way. */
export function useSessionBusy(sessionId: string, source: ChangeSource): boolean {
  const client = useHostQueryClient();
  const filters = {
    mutationKey: keyOf(sessionId),
    status: 'pending' as const,
    predicate: (m: { meta?: Record<string, unknown> }) => m.meta?.source === source,
  };
  return useMutationState({ filters, select: () => true }, client).length > 0;
}
