import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { HOST_EVENT_NAMES } from '../../../shared/ipc/channel-names';
import type { Channel, ChannelInput, ChannelOutput } from '../../../shared/ipc/contract';
import type { HavenApi } from './transport';

export const TransportContext = createContext<HavenApi | null>(null);

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

/** Reads a channel and reads it again whenever the host announces a change. */
export function useQuery<C extends Channel>(channel: C, input: ChannelInput<C>): QueryState<ChannelOutput<C>> {
  const transport = useTransport();
  const call = useCall();
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ data: ChannelOutput<C> | undefined; error: string | null; isLoading: boolean }>({
    data: undefined,
    error: null,
    isLoading: true,
  });
  const generation = useRef(0);
  const changesRunning = useRef(0);
  const isAnnouncedMeanwhile = useRef(false);

  // The text of what is shown: a read that brings the same data back changes nothing on screen,
  // so React skips the render (a change's answer is usually shown already when its event arrives).
  const shown = useRef<string | null>(null);
  const show = useCallback((data: ChannelOutput<C>) => {
    const text = JSON.stringify(data);
    if (text === shown.current) return;
    shown.current = text;
    setState({ data, error: null, isLoading: false });
  }, []);

  const load = useCallback(() => {
    const mine = ++generation.current;
    call(channel, JSON.parse(key) as ChannelInput<C>).then(
      (data) => mine === generation.current && show(data),
      (error: Error) => mine === generation.current && setState((s) => ({ ...s, error: error.message, isLoading: false })),
    );
  }, [call, channel, key, show]);

  useEffect(() => {
    load();
    // Any change the host announces may touch what this query shows: read it again (after the
    // answer of a change of this screen's, if one is running: see startChange).
    const onAnnounced = () => {
      if (changesRunning.current > 0) isAnnouncedMeanwhile.current = true;
      else load();
    };
    const disposers = HOST_EVENT_NAMES.map((event) => transport.on(event, onAnnounced));
    return () => disposers.forEach((dispose) => dispose());
  }, [load, transport]);

  const set = useCallback(
    (data: ChannelOutput<C>) => {
      generation.current++;
      show(data);
    },
    [show],
  );

  const startChange = useCallback(() => {
    changesRunning.current++;
    let isFinished = false;
    return (answer: ChannelOutput<C> | undefined) => {
      if (isFinished) return;
      isFinished = true;
      changesRunning.current--;
      if (answer !== undefined) set(answer);
      if (changesRunning.current > 0 || !isAnnouncedMeanwhile.current) return;
      isAnnouncedMeanwhile.current = false;
      // The last change's answer is as new as every announcement before it; a failed one is not.
      if (answer === undefined) load();
    };
  }, [set, load]);

  return { ...state, reload: load, set, startChange };
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
