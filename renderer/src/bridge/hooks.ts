import { hashKey, useQuery as useTanstackQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useState } from 'react';
import type { Channel, ChannelInput, ChannelOutput } from '@shared/ipc/contract';
import { changesRunning, queryClientOf } from './query-client';
import type { HavenApi } from './transport';

export const TransportContext = createContext<HavenApi | null>(null);

/** The query cache every screen shares (bridge/query-client.ts). */
export function useHostQueryClient() {
  return queryClientOf(useTransport());
}

function useTransport(): HavenApi {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('TransportContext is missing');
  return transport;
}

/** An error the host gave, with its sentence for the person. */
export class HostError extends Error {}

export type Call = <C extends Channel>(channel: C, input: ChannelInput<C>) => Promise<ChannelOutput<C>>;

/** Calls a channel; rejects with the host's sentence. */
export function useCall(): Call {
  const transport = useTransport();
  return useCallback(
    async (channel, input) => {
      const result = await transport.invoke(channel, input);
      if (!result.ok) throw new HostError(result.error);
      return result.value as never;
    },
    [transport],
  ) as Call;
}

export interface QueryState<T> {
  data: T | undefined;
  error: string | null;
  isLoading: boolean;
  reload(): void;
  /**
   * Shows a value the host just answered a change with, at once. Reads sent before it are
   * dropped when they come back, so an older state never replaces it.
   */
  set(data: T): void;
  /**
   * For a change whose answer this query will show: call it before sending the change, and the
   * function it returns with the answer (undefined when the change failed). Meanwhile the host's
   * announcements start no read: the host announces a change before answering it, so the answer
   * is at least as new as what such a read would bring, and the host is spared a read per change.
   * If the change failed, one read catches up on what was announced meanwhile.
   */
  startChange(): (answer: T | undefined) => void;
}

/**
 * Reads a channel through the shared query cache (bridge/query-client.ts): one read per channel
 * and input whichever screens show it, read again when the host announces a change that may touch
 * it (by event and id), never on a timer or a focus.
 */
export function useQuery<C extends Channel>(channel: C, input: ChannelInput<C>): QueryState<ChannelOutput<C>> {
  const transport = useTransport();
  const client = queryClientOf(transport);
  const call = useCall();
  const queryKey = [channel, input] as const;
  const hash = hashKey(queryKey);
  const query = useTanstackQuery<ChannelOutput<C>, Error>({ queryKey, queryFn: () => call(channel, input) }, client);

  const reload = useCallback(() => void client.invalidateQueries({ predicate: (q) => q.queryHash === hash }), [client, hash]);
  const set = useCallback(
    (data: ChannelOutput<C>) => {
      // A read sent before this answer is dropped (cancelled, its state put back at once) so that
      // it can never show an older state after it.
      void client.cancelQueries({ predicate: (q) => q.queryHash === hash });
      client.getQueryCache().get(hash)?.setData(data, { manual: true });
    },
    [client, hash],
  );
  const startChange = useCallback(() => {
    const running = changesRunning(client);
    running.set(hash, (running.get(hash) ?? 0) + 1);
    let isFinished = false;
    return (answer: ChannelOutput<C> | undefined) => {
      if (isFinished) return;
      isFinished = true;
      const left = (running.get(hash) ?? 1) - 1;
      if (left > 0) running.set(hash, left);
      else running.delete(hash);
      if (answer !== undefined) set(answer);
      // What was announced meanwhile is read now, unless the answer is as new as it (see above).
      else if (left === 0 && client.getQueryCache().get(hash)?.state.isInvalidated) reload();
    };
  }, [client, hash, reload, set]);

  return { data: query.data, error: query.error?.message ?? null, isLoading: query.isPending, reload, set, startChange };
}

/**
 * Runs a change; keeps the last error to show beside the control that caused it. With
 * `isBusyShown: false` it does not track being busy: a screen that does not show a spinner is not
 * rendered again when a change starts (the play screen, where every millisecond shows).
 */
export function useMutation({ isBusyShown = true }: { isBusyShown?: boolean } = {}) {
  const call = useCall();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusyState] = useState(false);
  const setBusy = useCallback((value: boolean) => isBusyShown && setBusyState(value), [isBusyShown]);
  const run = useCallback(
    async <C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C> | undefined> => {
      setBusy(true);
      try {
        const value = await call(channel, input);
        setError(null);
        return value;
      } catch (e) {
        setError((e as Error).message);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [call, setBusy],
  );
  // Stable, so a screen can hand it to a memoized component.
  const clearError = useCallback(() => setError(null), []);
  return { run, error, isBusy, clearError };
}

/** A query that shows (a part of) a change's answer: `shownIn(query, take)`. */
export interface ShownIn<A> {
  /** Called as the change is sent; the function it returns takes the answer (undefined: it failed). */
  start(): (answer: A | undefined) => void;
}

/** The query `query` shows the part `take` of a change's answer. */
export function shownIn<T, A>(query: Pick<QueryState<T>, 'startChange'>, take: (answer: A) => T): ShownIn<A> {
  return {
    start() {
      const finish = query.startChange();
      return (answer) => finish(answer === undefined ? undefined : take(answer));
    },
  };
}

/**
 * The one way a screen sends a change whose answer it shows (issue 28): `change(channel, input,
 * [shownIn(query, take), …])` shows the answer in every query named at once, and while the change
 * runs the host's announcement of it starts no read of them (useQuery's `startChange`) — a change
 * costs one round trip. Errors are kept as useMutation keeps them. A change whose answer no screen
 * shows is useMutation's `run`.
 */
export function useChange(options?: { isBusyShown?: boolean }) {
  const mutation = useMutation(options);
  const { run } = mutation;
  const change = useCallback(
    async <C extends Channel>(channel: C, input: ChannelInput<C>, shows: readonly ShownIn<ChannelOutput<C>>[]) => {
      const finishers = shows.map((shown) => shown.start());
      const answer = await run(channel, input);
      for (const finish of finishers) finish(answer);
      return answer;
    },
    [run],
  );
  return { ...mutation, change };
}
