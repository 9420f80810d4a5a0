import WebSocket from 'ws';
import type { IpcResult } from '@shared/ipc/contract';

/**
 * A paired table device as a phone's browser would be one, for integration tests and the bench:
 * it pairs over HTTP with the code (its page's Origin), keeps the token cookie, and talks over the
 * WebSocket with it. `frames` keeps every raw frame it received.
 */
export class TableDevice {
  private nextId = 1;
  private pending = new Map<number, (r: IpcResult) => void>();
  readonly frames: string[] = [];
  readonly events: Array<{ event: string; payload: unknown }> = [];
  private waiting: Array<() => void> = [];
  socket: WebSocket | null = null;
  closed: { code: number; reason: string } | null = null;
  private constructor(
    readonly origin: string,
    readonly cookie: string,
    readonly answer: { device: { name: string; fingerprint: string; roleInWords: string } },
  ) {}

  /** Pairs with the host at `origin` (`http://127.0.0.1:PORT`); throws the host's sentence when refused. */
  static async pair(origin: string, body: Record<string, unknown>): Promise<TableDevice> {
    const response = await postPairing(origin, '/table/pair', body);
    const answer = (await response.json()) as {
      ok: boolean;
      error?: string;
      device: { name: string; fingerprint: string; roleInWords: string };
    };
    if (!answer.ok) throw new Error(answer.error);
    const cookie = response.headers.get('set-cookie')!.split(';', 1)[0]!;
    const device = new TableDevice(origin, cookie, answer);
    await device.connect();
    return device;
  }

  async connect(): Promise<void> {
    const socket = new WebSocket(`${this.origin.replace('http', 'ws')}/ws`, { headers: { Cookie: this.cookie, Origin: this.origin } });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    this.closed = null;
    socket.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
    socket.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      const message = JSON.parse(text);
      if (message.event) {
        this.events.push(message);
        for (const wake of this.waiting.splice(0)) wake();
      } else this.pending.get(message.id)?.(message.result);
    });
    this.socket = socket;
  }

  /** Resolves once more than `count` events have arrived. */
  async eventsBeyond(count: number): Promise<void> {
    while (this.events.length <= count) await new Promise<void>((wake) => this.waiting.push(wake));
  }

  /** A request as the device's screens send it, in `language` when given (the language chosen on the device). */
  call(channel: string, input?: unknown, language?: string): Promise<IpcResult> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket!.send(JSON.stringify({ id, channel, input, ...(language === undefined ? {} : { language }) }));
    });
  }

  async value<T>(channel: string, input?: unknown): Promise<T> {
    const result = await this.call(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error}`);
    return result.value as T;
  }
}

/** A pairing request as Haven's pairing page sends it (its Origin unless another is given). */
export function postPairing(
  origin: string,
  path: string,
  body: unknown,
  pageOrigin = origin,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: pageOrigin, ...headers },
    body: JSON.stringify(body),
  });
}
