import { CHANNEL_NAMES, EVENT_CHANNEL, HOST_EVENT_NAMES, INVOKE_CHANNEL } from '@shared/ipc/channel-names';

/** The slice of ipcRenderer the preload uses (so tests can pass a fake). */
export interface RendererIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const channels = new Set<string>(CHANNEL_NAMES);
const events = new Set<string>(HOST_EVENT_NAMES);

/**
 * `window.haven`: invoke a contract channel, listen to a host event. Nothing else of Electron
 * reaches the page; unknown names never leave the preload.
 */
export function createHavenApi(ipc: RendererIpc) {
  return {
    invoke(channel: string, input: unknown, language?: string): Promise<unknown> {
      if (!channels.has(channel)) {
        return Promise.resolve({
          ok: false,
          code: 'unknown-channel',
          error: `Haven has no request called ${JSON.stringify(channel)}. Nothing was changed.`,
        });
      }
      return language === undefined ? ipc.invoke(INVOKE_CHANNEL, channel, input) : ipc.invoke(INVOKE_CHANNEL, channel, input, language);
    },
    on(event: string, listener: (payload: unknown) => void): () => void {
      if (!events.has(event)) return () => {};
      const wrapped = (_e: unknown, name: unknown, payload: unknown) => {
        if (name === event) listener(payload);
      };
      ipc.on(EVENT_CHANNEL, wrapped);
      return () => ipc.removeListener(EVENT_CHANNEL, wrapped);
    },
  };
}
