import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { HOST_EVENT_NAMES } from '@shared/ipc/channel-names';
import type { ChannelSpec } from '@shared/ipc/channels/common';
import { contract, isChannel, type HostEvent } from '@shared/ipc/contract';
import { isReadAgain } from '@shared/ipc/host-events';
import type { HavenApi } from './transport';

/**
 * One query cache per connection to the host, shared by every screen. A query's key is
 * `[channel, input]`; TanStack Query keeps one read per key whichever screens show it, and its
 * structural sharing hands back the same objects when a read brings the same data (so nothing
 * renders again for it).
 */
const clients = new WeakMap<HavenApi, QueryClient>();

/**
 * What a host event may have changed: the channel and input of a query. Each channel declares
 * after which events it is read again (`readsAgainOn` in shared/ipc/channels/*), and the host
 * announces what each writing channel declares it changed; nothing is listed here.
 */
export function isAffected(event: HostEvent, payload: unknown, key: QueryKey): boolean {
  const [channel, input] = key as [unknown, unknown];
  const spec: ChannelSpec | undefined = isChannel(channel) ? contract[channel] : undefined;
  return isReadAgain(spec?.readsAgainOn ?? [], event, payload, input);
}

/** Keys with a change of this screen's running: announcements only mark them (see useQuery's startChange). */
const changing = new WeakMap<QueryClient, Map<string, number>>();

export function changesRunning(client: QueryClient): Map<string, number> {
  let running = changing.get(client);
  if (!running) changing.set(client, (running = new Map()));
  return running;
}

export function queryClientOf(transport: HavenApi): QueryClient {
  const known = clients.get(transport);
  if (known) return known;
  const client = new QueryClient({
    defaultOptions: {
      // The host says when something changed: nothing is read again on a timer, a focus or a retry.
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
  clients.set(transport, client);
  for (const event of HOST_EVENT_NAMES) {
    transport.on(event, (payload) => {
      const running = changesRunning(client);
      const predicate = (query: Query) => isAffected(event, payload, query.queryKey);
      // Queries a change of this screen is running for get that change's answer: they are only
      // marked, and read again if the change fails. Every other affected query is read again.
      const isMarkedOnly = (q: Query) => (running.get(q.queryHash) ?? 0) > 0;
      // A first read still on its way was sent before this change: TanStack Query would hand the
      // new read that same older answer (it cancels a read in flight only once a query holds
      // data), and the screen would show the state from before the change. Drop it first.
      const isFirstReadOnItsWay = (q: Query) =>
        predicate(q) && !isMarkedOnly(q) && q.state.data === undefined && q.state.fetchStatus === 'fetching';
      void client.invalidateQueries({ predicate: (q) => predicate(q) && isMarkedOnly(q), refetchType: 'none' });
      const readAgain = () => client.invalidateQueries({ predicate: (q) => predicate(q) && !isMarkedOnly(q) });
      if (client.getQueryCache().findAll({ predicate: isFirstReadOnItsWay }).length === 0) void readAgain();
      else void client.cancelQueries({ predicate: isFirstReadOnItsWay }).then(readAgain);
    });
  }
  return client;
}
