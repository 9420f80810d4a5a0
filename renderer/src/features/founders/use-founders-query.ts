import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Channel, ChannelInput, ChannelOutput } from '../../../../shared/ipc/contract';
import { TransportContext, useCall, type QueryState } from '../../bridge/hooks';

/**
 * Reads a Founders channel and reads it again whenever the host says a Founders game changed (the
 * shared useQuery listens for campaign changes only). A reconnect after the host restarted also
 * reads again: the transport announces it as a campaign change.
 */
export function useFoundersQuery<C extends Channel>(channel: C, input: ChannelInput<C>): QueryState<ChannelOutput<C>> {
  const transport = useContext(TransportContext);
  const call = useCall();
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ data: ChannelOutput<C> | undefined; error: string | null; isLoading: boolean }>({
    data: undefined,
    error: null,
    isLoading: true,
  });
  const generation = useRef(0);

  const load = useCallback(() => {
    const mine = ++generation.current;
    call(channel, JSON.parse(key) as ChannelInput<C>).then(
      (data) => mine === generation.current && setState({ data, error: null, isLoading: false }),
      (error: Error) => mine === generation.current && setState((s) => ({ ...s, error: error.message, isLoading: false })),
    );
  }, [call, channel, key]);

  useEffect(() => {
    load();
    if (!transport) return undefined;
    const offFounders = transport.on('founders.changed', () => load());
    const offReconnect = transport.on('campaigns.changed', () => load());
    return () => {
      offFounders();
      offReconnect();
    };
  }, [load, transport]);

  return { ...state, reload: load };
}
