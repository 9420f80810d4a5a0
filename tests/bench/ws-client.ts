import WebSocket from 'ws';

/** A tiny client of the host's WebSocket for benchmarks: call a channel, get its value or throw. */
export async function connectHost(url: string): Promise<{ call<T>(channel: string, input: unknown): Promise<T>; close(): void }> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const pending = new Map<number, (result: { ok: boolean; value?: unknown; error?: string }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: { ok: boolean; value?: unknown; error?: string } };
    if (typeof message.id === 'number' && message.result) pending.get(message.id)?.(message.result);
  });
  return {
    call: <T>(channel: string, input: unknown) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, (result) => (result.ok ? resolve(result.value as T) : reject(new Error(result.error))));
        socket.send(JSON.stringify({ id, channel, input }));
      }),
    close: () => socket.close(),
  };
}
