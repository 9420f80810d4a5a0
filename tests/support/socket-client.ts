import WebSocket from 'ws';
import type { IpcResult } from '@shared/ipc/contract';
import { enterHost, pageHeaders, pageProtocols } from './launch-url';

/**
 * A WebSocket client like the browser's, for integration tests: numbered requests with their raw
 * `IpcResult`, host events and every message kept for assertions (parsed, and as the frame's text).
 * It enters with the address the host printed, as a browser does (see launch-url.ts).
 */
export class SocketClient {
  private nextId = 1;
  private pending = new Map<number, (r: IpcResult) => void>();
  readonly events: Array<{ event: string; payload: unknown }> = [];
  readonly raw: unknown[] = [];
  readonly frames: string[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(data.toString());
      const message = JSON.parse(data.toString());
      this.raw.push(message);
      if (message.event) this.events.push(message);
      else this.pending.get(message.id)?.(message.result);
    });
  }
  /** `url` is the printed address; `origin` stands in for another site's page. */
  static async connect(url: string, origin?: string): Promise<SocketClient> {
    const entry = await enterHost(url);
    const socket = new WebSocket(`${entry.origin.replace('http', 'ws')}/ws`, pageProtocols(entry), { headers: pageHeaders(entry, origin) });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new SocketClient(socket);
  }
  /** `language`: as the screens send it beside each request (absent: the host answers English). */
  call(channel: unknown, input?: unknown, language?: unknown): Promise<IpcResult> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, channel, input, language }));
    });
  }
  async value<T>(channel: string, input?: unknown, language?: unknown): Promise<T> {
    const result = await this.call(channel, input, language);
    if (!result.ok) throw new Error(`${channel}: ${result.error}`);
    return result.value as T;
  }
}
