import WebSocket from 'ws';
import type { IpcResult } from '../../shared/ipc/contract';

/**
 * A WebSocket client like the browser's, for integration tests: numbered requests with their raw
 * `IpcResult`, host events and every message kept for assertions.
 */
export class SocketClient {
  private nextId = 1;
  private pending = new Map<number, (r: IpcResult) => void>();
  readonly events: Array<{ event: string; payload: unknown }> = [];
  readonly raw: unknown[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString());
      this.raw.push(message);
      if (message.event) this.events.push(message);
      else this.pending.get(message.id)?.(message.result);
    });
  }
  static async connect(url: string, origin?: string): Promise<SocketClient> {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, origin ? { origin } : {});
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new SocketClient(socket);
  }
  call(channel: unknown, input?: unknown): Promise<IpcResult> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, channel, input }));
    });
  }
  async value<T>(channel: string, input?: unknown): Promise<T> {
    const result = await this.call(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error}`);
    return result.value as T;
  }
}
