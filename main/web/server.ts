import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Host } from '../host';
import { createAccessGate, type AccessGate, type Refusal } from './access';
import { MAX_SOCKET_MESSAGE_BYTES } from './limits';
import { contentSecurityPolicy, createStaticHandler, requestPath } from './static';
import { attachSocket } from './socket';

export interface WebServer {
  /** The address to print and open: it carries this launch's key once (see access.ts). */
  url: string;
  /** `http://127.0.0.1:PORT`, without the key. */
  origin: string;
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
  /** The launch key; tests may fix it, otherwise a new random one per launch. */
  secret?: string;
  /** Table mode's hook (a later issue): LAN host names the tablets use. Off (none) until then. */
  lanHostNames?: readonly string[];
}

const BAD_REQUEST = "Haven could not read this request's address.";

/**
 * Browser mode: the built renderer over HTTP and the IPC contract over a WebSocket at /ws, both
 * only for this launch's own pages (access.ts). A message is `{id, channel, input}`; the answer is
 * `{id, result}` where result is the router's `{ok, value}` or `{ok:false, error}`; host events
 * arrive as `{event, payload}`. Nothing a client sends may throw out of here: a bad address gets a
 * 400, a bad frame closes that one socket.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  // Known once the server listens (the port is in the host names and the CSP).
  const ready: { gate?: AccessGate; serveStatic?: ReturnType<typeof createStaticHandler> } = {};

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) refuse(res, { status: 400, message: BAD_REQUEST });
      else res.destroy();
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = requestPath(req.url);
    if (path === null) return refuse(res, { status: 400, message: BAD_REQUEST });
    const { gate, serveStatic } = ready;
    if (!gate || !serveStatic) return refuse(res, { status: 403, message: 'Haven is still starting.' });
    const refusedHost = gate.checkHost(req.headers);
    if (refusedHost) return refuse(res, refusedHost);
    const exchanged = gate.exchange(path);
    if (exchanged && 'status' in exchanged) return refuse(res, exchanged);
    if (exchanged) {
      // The key goes into the cookie and out of the address bar (and the history).
      res
        .writeHead(303, { Location: '/', 'Set-Cookie': exchanged.setCookie, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
        .end();
      return;
    }
    const refusedKey = gate.checkCookie(req.headers);
    if (refusedKey) return refuse(res, refusedKey);
    await serveStatic(req, res, path);
  }
  // A request line Node cannot parse: answer 400 ourselves, never an uncaught error.
  server.on('clientError', (_error, socket: Duplex) => {
    if ((socket as Socket).writable)
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(BAD_REQUEST)}\r\n\r\n${BAD_REQUEST}`,
      );
    else socket.destroy();
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE_BYTES });
  wss.on('error', () => {});
  const sockets = new Set<WebSocket>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const refused = !ready.gate
      ? { status: 403 as const, message: 'Haven is still starting.' }
      : requestPath(req.url) !== '/ws'
        ? { status: 400 as const, message: "Haven's connection is at /ws." }
        : ready.gate.checkUpgrade(req.headers);
    if (refused) {
      const reason = refused.status === 400 ? 'Bad Request' : 'Forbidden';
      socket.end(
        `HTTP/1.1 ${refused.status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(refused.message)}\r\n\r\n${refused.message}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      attachSocket(ws, options.host);
    });
  });

  const unsubscribe = options.host.subscribe((event, payload) => {
    const message = JSON.stringify({ event, payload });
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(message);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, hostname, () => resolve());
  });
  server.on('error', () => {});
  const port = (server.address() as AddressInfo).port;
  const gate = createAccessGate({ port, hostname, secret: options.secret, lanHostNames: options.lanHostNames });
  const socketOrigins = ['127.0.0.1', 'localhost', '[::1]', ...(options.lanHostNames ?? [])].map((name) => `ws://${name}:${port}`);
  ready.gate = gate;
  ready.serveStatic = createStaticHandler(options.staticDir, contentSecurityPolicy(socketOrigins));
  return {
    url: gate.launchUrl,
    origin: gate.origin,
    port,
    close: async () => {
      unsubscribe();
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function refuse(res: ServerResponse, refusal: Refusal): void {
  res
    .writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(refusal.message);
}
