import { EVENT_CHANNEL, INVOKE_CHANNEL } from '@shared/ipc/channel-names';
import type { IpcResult } from '@shared/ipc/contract';
import { refusal } from '@shared/rules/refusal';
import type { Host } from '../host';
import { hostWords } from '../host-i18n';
import { requestLanguageOf } from '../ipc/request-scope';

/** The slice of Electron's ipcMain used here (tests pass a fake). */
export interface MainIpc {
  handle(channel: string, handler: (event: { senderFrame: unknown }, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/**
 * Every contract channel goes through one handler: it answers only our own window's main frame
 * (VS Code's sender check), then hands the request to the host's router, which parses the input.
 * Host events go to the window. Returns the disposer.
 */
export function registerIpc(
  ipcMain: MainIpc,
  host: Host,
  isTrustedFrame: (frame: unknown) => boolean,
  send: (channel: string, ...args: unknown[]) => void,
): () => void {
  ipcMain.handle(INVOKE_CHANNEL, async (event, channel, input, language): Promise<IpcResult> => {
    if (!isTrustedFrame(event.senderFrame)) {
      // Said in the language the frame asked in, like every refusal (issue 18).
      const words = hostWords(requestLanguageOf(language));
      const reason = refusal('request.otherWindow', { nothingChanged: words.t('refusals.nothingChanged') });
      return { ok: false, code: 'unknown-channel', error: words.t(`refusals.${reason.key}`, reason.params), refusal: reason };
    }
    // The window's language, when it says one (names and sentences come back in it).
    return language === undefined ? host.invoke(channel, input) : host.invoke(channel, input, language);
  });
  const unsubscribe = host.subscribe((name, payload) => send(EVENT_CHANNEL, name, payload));
  return () => {
    unsubscribe();
    ipcMain.removeHandler(INVOKE_CHANNEL);
  };
}
