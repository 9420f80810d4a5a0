import type { HostEvent, IpcResult } from '@shared/ipc/contract';
import { sessionProtocols } from './launch-session';

/** The transport's own sentences (a lost or unreachable host), keys of the `shell` area. */
export type TransportWordKey =
  | 'shell.connection.unreachable'
  | 'shell.connection.lost'
  | 'shell.connection.empty'
  | 'shell.connection.tableAway'
  | 'shell.connection.tableLost';

/**
 * The screens' language and words, handed in by the app (main.tsx): the bridge sits below the
 * catalogs in the renderer's layers, so it never imports them.
 */
export interface ScreensSpeech {
  language(): string;
  words(key: TransportWordKey): string;
}

/** The close code the host cuts a revoked table device's socket with (main/table/table-mode.ts). */
const REVOKED_CLOSE_CODE = 4003;
/** Told on `window` when the host revoked this device. */
export const TABLE_REVOKED_EVENT = 'haven:table-revoked';

/** Told on `window` when the socket to the host is lost (detail false) and when it is back (detail true). */
export const CONNECTION_EVENT = 'haven:connection';
const tellConnection = (isConnected: boolean) => window.dispatchEvent(new CustomEvent(CONNECTION_EVENT, { detail: isConnected }));

/** What the preload exposes in the desktop app (see preload/index.ts). */
export interface HavenApi {
  /** `language`: the screens' (the host answers names and sentences in it; English when absent). */
  invoke(channel: string, input: unknown, language?: string): Promise<IpcResult>;
  on(event: HostEvent, listener: (payload: unknown) => void): () => void;
}

declare global {
  interface Window {
    haven?: HavenApi;
  }
}

/**
 * The only place the UI talks to the host. In Electron it is the preload's `window.haven`; in a
 * browser it is a WebSocket to the host that served the page. Components use the hooks, never this.
 */
export function createTransport(speech: ScreensSpeech): HavenApi {
  const api = window.haven ?? createSocketTransport(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`, speech.words);
  // Every request says the screens' language at the moment it is sent (it can switch any time).
  return {
    invoke: (channel, input, chosen) => api.invoke(channel, input, chosen ?? speech.language()),
    on: (event, listener) => api.on(event, listener),
  };
}

function createSocketTransport(url: string, words: ScreensSpeech['words']): HavenApi {
  // A table device (paired by its cookie, no session token) is held by a player who cannot run the
  // host: a failed request says only that the host is away, what became of the change, and that the
  // screen carries on by itself (issue 29, "Phones"); the host's own browser gets the developer's steps.
  const isTableDevice = () => sessionProtocols().length === 0;
  const unreachable = () => words(isTableDevice() ? 'shell.connection.tableAway' : 'shell.connection.unreachable');
  const lost = () => words(isTableDevice() ? 'shell.connection.tableLost' : 'shell.connection.lost');
  let socket: WebSocket | null = null;
  let nextId = 1;
  const pending = new Map<number, (result: IpcResult) => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let opened: Promise<WebSocket> | null = null;
  let isLost = false;

  function connect(): Promise<WebSocket> {
    if (opened) return opened;
    opened = new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, sessionProtocols());
      ws.onopen = () => {
        socket = ws;
        if (isLost) {
          isLost = false;
          tellConnection(true);
        }
        resolve(ws);
      };
      // The browser does not say why a connection failed: the host may be down, or this browser
      // may hold the session of an earlier launch (the host refuses it).
      ws.onerror = () => reject(new Error(unreachable()));
      ws.onclose = (closed) => {
        socket = null;
        opened = null;
        for (const [id, settle] of pending) {
          settle({
            ok: false,
            code: 'internal',
            error: lost(),
          });
          pending.delete(id);
        }
        // A table device the host revoked (main/table): no coming back; the app shows the pairing page.
        if (closed.code === REVOKED_CLOSE_CODE) {
          window.dispatchEvent(new Event(TABLE_REVOKED_EVENT));
          return;
        }
        // Say so in words, and come back when the host does (a restart keeps the data).
        isLost = true;
        tellConnection(false);
        setTimeout(
          () =>
            connect().then(
              () => emit('campaigns.changed', { campaignId: null }),
              () => {},
            ),
          1000,
        );
      };
      ws.onmessage = (message) => {
        const data = JSON.parse(String(message.data)) as { id?: number; result?: IpcResult; event?: string; payload?: unknown };
        if (data.event) emit(data.event, data.payload);
        else if (typeof data.id === 'number') {
          pending.get(data.id)?.(data.result ?? { ok: false, code: 'internal', error: words('shell.connection.empty') });
          pending.delete(data.id);
        }
      };
    });
    return opened;
  }

  function emit(event: string, payload: unknown) {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  }

  return {
    async invoke(channel, input, language) {
      let ws: WebSocket;
      try {
        ws = socket ?? (await connect());
      } catch (error) {
        return { ok: false, code: 'internal', error: (error as Error).message };
      }
      const id = nextId++;
      return new Promise<IpcResult>((resolve) => {
        pending.set(id, resolve);
        ws.send(JSON.stringify({ id, channel, input, language }));
      });
    },
    on(event, listener) {
      void connect().catch(() => {});
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
}
