import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Host } from '../host';
import { createStaticHandler } from './static';

export interface WebServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface WebServerOptions {
  host: Host;
  /** The built renderer (out/renderer). */
  staticDir: string;
  port?: number;
  /** Only loopback by default: the data stays on this machine. */
  hostname?: string;
}

/** Largest request accepted over the socket: content imports carry whole files. */
const MAX_MESSAGE_BYTES = 128 * 1024 * 1024;

/**
 * Browser mode: the built renderer over HTTP and the IPC contract over a WebSocket at /ws.
 * A message is `{id, channel, input}`; the answer is `{id, result}` where result is the router's
 * `{ok, value}` or `{ok:false, error}`; host events arrive as `{event, payload}`.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  const server: Server = createServer(createStaticHandler(options.staticDir));
  const wss = new WebSocketServer({
    server,
    path: '/ws',
    maxPayload: MAX_MESSAGE_BYTES,
    // A page from another site must not drive the host: only our own origin (or a non-browser client).
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) => !origin || origin === `http://${req.headers.host}`,
  });
  const sockets = new Set<WebSocket>();

  const unsubscribe = options.host.subscribe((event, payload) => {
    const message = JSON.stringify({ event, payload });
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(message);
  });

  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', async (data) => {
      let message: { id?: unknown; channel?: unknown; input?: unknown };
      try {
        message = JSON.parse(data.toString());
        if (typeof message !== 'object' || message === null || Array.isArray(message)) throw new Error('not an object');
      } catch {
        socket.send(JSON.stringify({ id: null, result: { ok: false, code: 'invalid-input', error: 'Malformed message: expected JSON {id, channel, input}. Nothing was changed.' } }));
        return;
      }
      const result = await options.host.invoke(message.channel, message.input);
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ id: message.id ?? null, result }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, hostname, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${hostname}:${port}`,
    port,
    close: async () => {
      unsubscribe();
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
