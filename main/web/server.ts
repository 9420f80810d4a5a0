import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Host } from '../host';
import type { Invoke } from '../ipc/router';
import { RequestError, refusedRequest } from '../services/errors';
import { createTableControl, type TableControl } from '../table/control';
import { deviceInvoke } from '../table/device-invoke';
import { handleTableRequest } from '../table/http';
import { lanAddresses } from '../table/lan';
import { seatsOf } from '../table/seats';
import { createTableMode, REVOKED, type TableMode } from '../table/table-mode';
import type { TableStore } from '../table/table-store';
import { englishWords } from '@shared/table/words';
import { hostWords } from '../host-i18n';
import { createAccessGate, REFUSED_KEY, type AccessGate, type Refusal } from './access';
import { SESSION_META, SESSION_STORAGE_KEY, SOCKET_PROTOCOL } from '@shared/ipc/launch-session';
import { deviceLanguage } from './device-language';
import { MAX_SOCKET_MESSAGE_BYTES } from './limits';
import { contentSecurityPolicy, createStaticHandler, requestPath } from './static';
import { attachSocket } from './socket';

export interface WebServer {
  /** The address to print and open: it carries a launch key, good once (see access.ts). */
  url: string;
  /** A new launch address, with a key of its own (the command line's `launch-address`, the desktop menu). */
  newLaunchUrl(): string;
  /** `http://127.0.0.1:PORT`, without the key. */
  origin: string;
  port: number;
  /** Table mode (main/table): off until the host turns it on. */
  table: TableMode;
  /** What the host's table channels drive (also handed to the host when the server starts). */
  tableControl: TableControl;
  /** Every address a listener is bound to now: loopback only while table mode is off. */
  boundAddresses(): string[];
  close(): Promise<void>;
}

export interface WebServerOptions {
  host: Host;
  /** The built renderer (out/renderer). */
  staticDir: string;
  port?: number;
  /** Only loopback by default: the data stays on this machine. */
  hostname?: string;
  /** The first launch key; tests may fix it, otherwise a new random one per launch. */
  secret?: string;
  /** Launch keys stay good all launch: only Haven's own tests' host (`serve --test-host`). */
  isKeyReusable?: boolean;
  /**
   * The secret the command line shows to ask for a new launch address (`POST /launch`, header
   * `X-Haven-Control`; main/web/launch-file.ts keeps it in the data folder); none: no such requests.
   */
  controlSecret?: string;
  /** Extra host names always accepted (tests); table mode adds its LAN names while it is on. */
  lanHostNames?: readonly string[];
  /** The addresses table mode listens on; the interfaces' own (main/table/lan.ts) unless given (tests: loopback stand-ins). */
  lanAddresses?: () => string[];
  /** Where table mode is kept between launches (main/table/table-store.ts); none: it ends with the server. */
  tableStore?: TableStore;
}

const BAD_REQUEST: Refusal = { status: 400, message: englishWords('table.host.badRequest'), key: 'table.host.badRequest' };
const STARTING: Refusal = { status: 403, message: englishWords('table.host.starting'), key: 'table.host.starting' };

/**
 * Browser mode: the built renderer over HTTP and the IPC contract over a WebSocket at /ws, both
 * only for this launch's own pages (access.ts) — and, while table mode is on, for paired devices
 * on the local network (main/table). A message is `{id, channel, input}`; the answer is `{id,
 * result}` where result is the router's `{ok, value}` or `{ok:false, error}`; host events arrive
 * as `{event, payload}`. Nothing a client sends may throw out of here: a bad address gets a 400,
 * a bad frame closes that one socket.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  // Known once the server listens (the port is in the host names and the CSP).
  const ready: { gate?: AccessGate; serveStatic?: ReturnType<typeof createStaticHandler>; table?: TableMode } = {};

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) refuse(req, res, BAD_REQUEST);
      else res.destroy();
    });
  };
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = requestPath(req.url);
    if (path === null) return refuse(req, res, BAD_REQUEST);
    const { gate, serveStatic, table } = ready;
    if (!gate || !serveStatic || !table) return refuse(req, res, STARTING);
    const refusedHost = gate.checkHost(req.headers);
    if (refusedHost) return refuse(req, res, refusedHost);
    const exchanged = gate.exchange(path);
    if (exchanged && 'status' in exchanged) return refuse(req, res, exchanged);
    if (exchanged) return answerLaunch(res, exchanged);
    if (path === '/launch') return answerControl(req, res);
    if (path.startsWith('/table/')) return handleTableRequest(req, res, path, gate, table);
    // While table mode is on, the app's files go to unpaired devices too: they carry no data, and
    // the pairing page is among them. Everything with data goes over the WebSocket, checked there.
    if (!table.isOn) {
      const refusedPass = gate.checkPass(req.headers);
      if (refusedPass) return refuse(req, res, refusedPass);
    }
    await serveStatic(req, res, path);
  }

  /**
   * A launch address opened: the key is spent; the browser gets the pass (a cookie) and the page
   * keeps the session token in its own storage (per origin: no other port's page or service sees it),
   * then goes on to the app (keeping the address's #fragment) and leaves this address behind.
   */
  function answerLaunch(res: ServerResponse, exchanged: { setCookie: string; session: string }): void {
    const nonce = randomBytes(16).toString('base64');
    const page =
      `<!doctype html><html><head><meta charset="utf-8"><title>Haven</title><meta name="${SESSION_META}" content="${exchanged.session}">` +
      `<script nonce="${nonce}">try{localStorage.setItem('${SESSION_STORAGE_KEY}',document.querySelector('meta[name="${SESSION_META}"]').content)}catch(e){}` +
      `location.replace('/'+location.hash)</script></head><body></body></html>`;
    res
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Set-Cookie': exchanged.setCookie,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
        'X-Content-Type-Options': 'nosniff',
      })
      .end(page);
  }

  /** `POST /launch` from this computer with the control secret: a new launch address (`launch-address`). */
  function answerControl(req: IncomingMessage, res: ServerResponse): void {
    const shown = req.headers['x-haven-control'];
    const secret = options.controlSecret;
    const isOurs =
      secret !== undefined &&
      typeof shown === 'string' &&
      shown.length === secret.length &&
      timingSafeEqual(Buffer.from(shown), Buffer.from(secret)) &&
      isLoopback(req.socket.remoteAddress ?? '');
    if (req.method !== 'POST' || !isOurs) return refuse(req, res, { status: 403, message: REFUSED_KEY, key: 'table.host.refusedKey' });
    res
      .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(JSON.stringify({ url: ready.gate!.newLaunchUrl() }));
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_SOCKET_MESSAGE_BYTES,
    // A launch browser's page asks for Haven's sub-protocol (its session token rides beside it).
    handleProtocols: (protocols) => (protocols.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false),
  });
  wss.on('error', () => {});
  const sockets = new Set<WebSocket>();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const { gate, table } = ready;
    let refused: Refusal | null =
      !gate || !table
        ? STARTING
        : requestPath(req.url) !== '/ws'
          ? { status: 400, message: englishWords('table.host.socketPath'), key: 'table.host.socketPath' }
          : gate.checkOrigin(req.headers);
    let invoke: Invoke | null = null;
    let deviceId: string | null = null;
    if (!refused && gate && table) {
      if (gate.isLaunchBrowser(req.headers)) invoke = options.host.invoke;
      else {
        const token = gate.deviceToken(req.headers);
        const device = table.deviceFor(token);
        if (device) {
          deviceId = device.id;
          invoke = deviceInvoke(options.host, table, device.id);
        } else
          refused =
            token !== undefined && table.isOn
              ? { status: 403, message: REVOKED, key: 'table.host.revoked' }
              : { status: 403, message: REFUSED_KEY, key: 'table.host.refusedKey' };
      }
    }
    if (refused || !invoke) {
      const refusal = refused ?? { status: 403, message: REFUSED_KEY, key: 'table.host.refusedKey' };
      const reason = refusal.status === 400 ? 'Bad Request' : 'Forbidden';
      const message = inDeviceLanguage(req, refusal);
      socket.end(
        `HTTP/1.1 ${refusal.status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
      );
      return;
    }
    const useInvoke = invoke;
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      const detach = deviceId !== null && ready.table ? ready.table.attachSocket(deviceId, ws) : () => {};
      ws.on('close', () => {
        sockets.delete(ws);
        detach();
      });
      // Revoked between the check and the upgrade: cut at once.
      if (deviceId !== null && !ready.table?.device(deviceId)) ws.close(4003, 'revoked');
      attachSocket(ws, useInvoke);
    });
  };
  // A request line Node cannot parse: answer 400 ourselves, never an uncaught error.
  const onClientError = (_error: Error, socket: Duplex) => {
    if ((socket as Socket).writable)
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(BAD_REQUEST.message)}\r\n\r\n${BAD_REQUEST.message}`,
      );
    else socket.destroy();
  };
  const newServer = (): Server => {
    const server = createServer(onRequest);
    server.on('upgrade', onUpgrade);
    server.on('clientError', onClientError);
    return server;
  };
  const listen = (server: Server, port: number, address: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, address, () => {
        server.off('error', reject);
        server.on('error', () => {});
        resolve();
      });
    });
  const closeServer = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  const server = newServer();
  const unsubscribe = options.host.subscribe((event, payload) => {
    const message = JSON.stringify({ event, payload });
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(message);
  });

  await listen(server, options.port ?? 0, hostname);
  const port = (server.address() as AddressInfo).port;

  // Table mode's listeners: one per local-network address, on the same port, only while it is on.
  let lanServers: Server[] = [];
  const table = createTableMode({
    async listenLan() {
      const bound: string[] = [];
      for (const address of (options.lanAddresses ?? lanAddresses)()) {
        const lanServer = newServer();
        try {
          await listen(lanServer, port, address);
          lanServers.push(lanServer);
          bound.push(address);
        } catch {
          // An address that went away or cannot take this port: the others still serve.
        }
      }
      if (bound.length === 0) throw refusedRequest(RequestError, 'host.table.noLan');
      return bound;
    },
    async stopLan() {
      const closing = lanServers;
      lanServers = [];
      // A LAN connection's sockets are cut with their listener: nothing stays reachable off loopback.
      for (const socket of sockets) {
        const local = (socket as unknown as { _socket?: Socket })._socket?.localAddress;
        if (local !== undefined && !isLoopback(local)) socket.terminate();
      }
      await Promise.all(closing.map(closeServer));
    },
    seats: () => seatsOf(options.host.invoke),
    onChange: () => options.host.emit('table.changed', {}),
    ...(options.tableStore ? { store: options.tableStore } : {}),
  });
  const gate = createAccessGate({
    port,
    hostname,
    secret: options.secret,
    isKeyReusable: options.isKeyReusable,
    lanHostNames: () => [...(options.lanHostNames ?? []), ...table.lanHostNames()],
  });
  const socketOrigins = () =>
    ['127.0.0.1', 'localhost', '[::1]', ...(options.lanHostNames ?? []), ...table.lanHostNames()].map((name) => `ws://${name}:${port}`);
  ready.gate = gate;
  ready.table = table;
  ready.serveStatic = createStaticHandler(options.staticDir, () => contentSecurityPolicy(socketOrigins()));
  const control = createTableControl(table, port);
  options.host.attachTable(async () => control);
  // On when the last launch left it on: its paired devices come back by themselves (issue 29).
  await table.resume().catch((error: Error) => console.warn(`Table mode stays off: ${error.message}`));
  return {
    url: gate.launchUrl,
    newLaunchUrl: () => gate.newLaunchUrl(),
    origin: gate.origin,
    port,
    table,
    tableControl: control,
    boundAddresses: () => [server, ...lanServers].map((s) => (s.address() as AddressInfo | null)?.address).filter((a): a is string => !!a),
    close: async () => {
      unsubscribe();
      // The LAN listeners close; the devices stay paired for the next launch (table.setOn(false) forgets them).
      await table.close();
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await closeServer(server);
    },
  };
}

function isLoopback(address: string): boolean {
  return address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');
}

/** A refusal's sentence in the language of the device that asked (its Accept-Language or Haven's own header). */
function inDeviceLanguage(req: IncomingMessage, refusal: Refusal): string {
  return refusal.key ? hostWords(deviceLanguage(req.headers)).t(refusal.key) : refusal.message;
}

function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  res
    .writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(inDeviceLanguage(req, refusal));
}
