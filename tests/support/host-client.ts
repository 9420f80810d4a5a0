import WebSocket from 'ws';
import { enterHost, pageHeaders, pageProtocols } from './launch-url';

/**
 * A tiny client of the host's WebSocket for tests and benchmarks: call a channel, get its value or
 * throw. `url` is the address the host printed; the client enters with it as a browser does.
 */
export async function connectHost(url: string): // eslint-disable-next-line @typescript-eslint/no-explicit-any
Promise<{ call<T = any>(channel: string, input: unknown): Promise<T>; close(): void }> {
  const entry = await enterHost(url);
  const socket = new WebSocket(`${entry.origin.replace('http', 'ws')}/ws`, pageProtocols(entry), { headers: pageHeaders(entry) });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const pending = new Map<number, (result: { ok: boolean; value?: unknown; error?: string }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: { ok: boolean; value?: unknown; error?: string } };
    if (typeof message.id === 'number' && message.result) pending.get(message.id)?.(message.result);
  });
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    call: <T = any>(channel: string, input: unknown) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, (result) => (result.ok ? resolve(result.value as T) : reject(new Error(result.error))));
        socket.send(JSON.stringify({ id, channel, input }));
      }),
    close: () => socket.close(),
  };
}
