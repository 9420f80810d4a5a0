import type { RawData, WebSocket } from 'ws';
import type { Invoke } from '../ipc/router';

const MALFORMED = 'Malformed message: expected JSON {id, channel, input}. Nothing was changed.';

/** Requests one socket may have waiting before Haven stops reading from it (it reads on below half). */
export const QUEUED_PER_SOCKET = 64;
/** Requests one socket may have being answered at once (the monster AI's answers take a while). */
export const RUNNING_PER_SOCKET = 4;

interface Connection {
  socket: WebSocket;
  invoke: Invoke;
  waiting: { data: RawData; isBinary: boolean }[];
  running: number;
  isInTurn: boolean;
}

/**
 * Requests served fairly between sockets (issue 26: one socket's 10,000-request flood made a
 * bystander wait 6.3 s, as every frame was answered the moment it was read). Each socket's requests
 * wait in its own line; a round starts one request of every socket that has one (and fewer than
 * `RUNNING_PER_SOCKET` being answered), and the next round comes after the event loop has read
 * what arrived meanwhile (`setImmediate`), so a bystander's request waits at most a round per
 * flooding socket. A socket with `QUEUED_PER_SOCKET` requests waiting is no longer read until it is
 * down to half: the flood stays in its own connection, not in the host's memory.
 */
export function createFairQueue(schedule: (round: () => void) => void = setImmediate) {
  let turn: Connection[] = [];
  let isScheduled = false;

  const enter = (connection: Connection) => {
    if (connection.isInTurn || connection.waiting.length === 0 || connection.running >= RUNNING_PER_SOCKET) return;
    connection.isInTurn = true;
    turn.push(connection);
    if (!isScheduled) {
      isScheduled = true;
      schedule(round);
    }
  };

  function round(): void {
    isScheduled = false;
    const now = turn;
    turn = [];
    for (const connection of now) {
      connection.isInTurn = false;
      const next = connection.waiting.shift();
      if (next === undefined) continue;
      if (connection.socket.isPaused && connection.waiting.length <= QUEUED_PER_SOCKET / 2) connection.socket.resume();
      connection.running++;
      void answer(connection.socket, connection.invoke, next.data, next.isBinary)
        .catch(() => connection.socket.terminate())
        .finally(() => {
          connection.running--;
          enter(connection);
        });
      enter(connection);
    }
  }

  return {
    /** Starts answering this socket's requests, in turn with every other socket's. */
    attach(socket: WebSocket, invoke: Invoke): void {
      const connection: Connection = { socket, invoke, waiting: [], running: 0, isInTurn: false };
      // ws has already sent the close frame with its code by now; it ends the connection itself.
      socket.on('error', () => {});
      socket.on('close', () => {
        connection.waiting = [];
      });
      socket.on('message', (data: RawData, isBinary: boolean) => {
        connection.waiting.push({ data, isBinary });
        if (connection.waiting.length >= QUEUED_PER_SOCKET && !socket.isPaused) socket.pause();
        enter(connection);
      });
    },
  };
}

const sockets = createFairQueue();

/**
 * One browser's connection; `invoke` is the host's, or a paired device's checked one (main/table),
 * answered in turn with every other socket's requests (`createFairQueue`). A frame that breaks the
 * protocol (bad RSV bits, no mask, a reserved opcode, invalid UTF-8, a long or fragmented ping, a
 * message over the limit) makes ws close this socket with the matching close code (1002, 1007,
 * 1009) and then emit `error`: the listener keeps that from becoming an uncaught error that stops
 * the host for everyone.
 */
export function attachSocket(socket: WebSocket, invoke: Invoke): void {
  sockets.attach(socket, invoke);
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
