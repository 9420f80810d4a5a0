import type { RawData, WebSocket } from 'ws';
import type { Invoke } from '../ipc/router';

const MALFORMED = 'Malformed message: expected JSON {id, channel, input}. Nothing was changed.';

/**
 * One browser's connection; `invoke` is the host's, or a paired device's checked one (main/table). A frame that breaks the protocol (bad RSV bits, no mask, a reserved
 * opcode, invalid UTF-8, a long or fragmented ping, a message over the limit) makes ws close this
 * socket with the matching close code (1002, 1007, 1009) and then emit `error`: the listener keeps
 * that from becoming an uncaught error that stops the host for everyone.
 */
export function attachSocket(socket: WebSocket, invoke: Invoke): void {
  // ws has already sent the close frame with its code by now; it ends the connection itself.
  socket.on('error', () => {});
  socket.on('message', (data: RawData, isBinary: boolean) => {
    void answer(socket, invoke, data, isBinary).catch(() => socket.terminate());
  });
}

async function answer(socket: WebSocket, invoke: Invoke, data: RawData, isBinary: boolean): Promise<void> {
  let message: { id?: unknown; channel?: unknown; input?: unknown; language?: unknown };
  try {
    if (isBinary) throw new Error('binary');
    message = JSON.parse(data.toString());
    if (typeof message !== 'object' || message === null || Array.isArray(message)) throw new Error('not an object');
  } catch {
    send(socket, { id: null, result: { ok: false, code: 'invalid-input', error: MALFORMED } });
    return;
  }
  // The client's language rides on each request (checked by the router: anything else is English).
  const result = await invoke(message.channel, message.input, message.language);
  const id = typeof message.id === 'number' || typeof message.id === 'string' ? message.id : null;
  send(socket, { id, result });
}

function send(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
