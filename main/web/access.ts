import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_HEADER, SESSION_PROTOCOL_PREFIX } from '@shared/ipc/launch-session';
import { englishWords } from '@shared/table/words';

/**
 * Who may reach the host in browser mode. A page of another site can point its own host name at
 * 127.0.0.1 (DNS rebinding) and then send any Host and Origin it likes, so neither proves anything
 * alone. The checks stand together:
 *  - the exact names the host serves (127.0.0.1, localhost, [::1] with its port; the table's LAN
 *    names only when table mode hands them in);
 *  - a launch key: the printed address carries it (`/open/<key>`), and it is good once (issue 26: it
 *    sat in the browser's history). Opening it is exchanged for two things made for that browser:
 *    a pass in an HttpOnly, SameSite=Strict cookie, which lets the browser load the app's files,
 *    and a session token the page keeps in its own storage and shows only on its WebSocket (as a
 *    sub-protocol) and to `/table/me`. Cookies are sent to every port of 127.0.0.1, so another local
 *    service sees the pass, which opens nothing but the app's files; the session token is kept per
 *    origin (the port included) and never sent anywhere else.
 * A new launch address is made on request: by the command line (`launch-address`, through the
 * control secret in the data folder, main/web/launch-file.ts) or the desktop menu.
 */
export const LAUNCH_PATH_PREFIX = '/open/';

/** `message` in English; `key` is its catalog sentence, which the server words in the device's language. */
export type Refusal = { status: 400 | 403; message: string; key?: string };

export interface AccessGate {
  /** The address printed at start: it carries the first launch key. */
  launchUrl: string;
  /** A new launch address with a key of its own, good once (the command line, the desktop menu). */
  newLaunchUrl(): string;
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** Whether a request names one of our host names (the Host header). */
  checkHost(headers: IncomingHttpHeaders): Refusal | null;
  /** The key in a `/open/<key>` path, checked and spent; the pass cookie and session token to hand out when it is good. */
  exchange(path: string): { setCookie: string; session: string } | Refusal | null;
  /** Whether a request brings a pass of this launch (the app's files). */
  checkPass(headers: IncomingHttpHeaders): Refusal | null;
  /** Origin present and one of ours, Host ours: for a table device's upgrade and pairing requests. */
  checkOrigin(headers: IncomingHttpHeaders): Refusal | null;
  /** Whether the request shows a session token of this launch: a page of a browser that opened a launch address. */
  isLaunchBrowser(headers: IncomingHttpHeaders): boolean;
  /** A paired table device's token, from its cookie (table mode checks it). */
  deviceToken(headers: IncomingHttpHeaders): string | undefined;
  /** The cookie that gives a paired device its token (HttpOnly, SameSite=Strict, for a game night). */
  deviceCookie(token: string): string;
}

export interface AccessOptions {
  port: number;
  /** The name the server listens on; it is also the name of the printed address. */
  hostname: string;
  /** The first launch key; given by tests, otherwise 32 random bytes. */
  secret?: string;
  /**
   * A launch key stays good all launch instead of once: only Haven's own tests' host
   * (`serve --test-host`), whose pages open the printed address again and again.
   */
  isKeyReusable?: boolean;
  /**
   * The LAN names players' devices use: table mode hands in its own, read at every request, so
   * they count only while it is on (main/table).
   */
  lanHostNames?: readonly string[] | (() => readonly string[]);
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export const REFUSED_HOST = englishWords('table.host.refusedHost');
export const REFUSED_KEY = englishWords('table.host.refusedKey');
export const REFUSED_ORIGIN = englishWords('table.host.refusedOrigin');

export function newLaunchSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A set of secrets kept by their hashes, compared in constant time. */
function secretSet() {
  const hashes = new Set<string>();
  const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
  return {
    add(secret: string) {
      hashes.add(hashOf(secret));
    },
    /** Whether `candidate` is one of them; `spend` forgets it when it is. */
    has(candidate: string | undefined, spend = false): boolean {
      if (candidate === undefined || candidate.length > 200) return false;
      const hash = hashOf(candidate);
      const wanted = Buffer.from(hash);
      for (const known of hashes) {
        if (known.length === hash.length && timingSafeEqual(Buffer.from(known), wanted)) {
          if (spend) hashes.delete(known);
          return true;
        }
      }
      return false;
    },
  };
}

export function createAccessGate(options: AccessOptions): AccessGate {
  const lan = options.lanHostNames;
  const names = () =>
    [...LOOPBACK_NAMES, ...(typeof lan === 'function' ? lan() : (lan ?? []))].map((name) => `${name.toLowerCase()}:${options.port}`);
  const isOurHost = (host: string) => names().includes(host.toLowerCase());
  const isOurOrigin = (origin: string) => names().some((host) => `http://${host}` === origin.toLowerCase());
  // The port in a cookie's name keeps two Havens on one machine apart (cookies ignore ports).
  const passCookieName = `haven-pass-${options.port}`;
  const deviceCookieName = `haven-device-${options.port}`;
  const origin = `http://${options.hostname.includes(':') ? `[${options.hostname}]` : options.hostname}:${options.port}`;

  const keys = secretSet();
  const passes = secretSet();
  const sessions = secretSet();
  const launchUrlWith = (key: string) => `${origin}${LAUNCH_PATH_PREFIX}${key}`;
  const newKey = () => {
    const key = newLaunchSecret();
    keys.add(key);
    return key;
  };
  const first = options.secret ?? newLaunchSecret();
  keys.add(first);

  const checkHost = (headers: IncomingHttpHeaders): Refusal | null =>
    typeof headers.host === 'string' && isOurHost(headers.host)
      ? null
      : { status: 403, message: REFUSED_HOST, key: 'table.host.refusedHost' };

  return {
    launchUrl: launchUrlWith(first),
    newLaunchUrl: () => launchUrlWith(newKey()),
    origin,
    checkHost,
    exchange(path) {
      if (!path.startsWith(LAUNCH_PATH_PREFIX)) return null;
      const key = path.slice(LAUNCH_PATH_PREFIX.length).replace(/\/$/, '');
      if (!keys.has(key, !options.isKeyReusable))
        return { status: 403, message: englishWords('table.host.wrongKey'), key: 'table.host.wrongKey' };
      const pass = newLaunchSecret();
      const session = newLaunchSecret();
      passes.add(pass);
      sessions.add(session);
      return { setCookie: `${passCookieName}=${pass}; Path=/; HttpOnly; SameSite=Strict`, session };
    },
    checkPass: (headers) =>
      passes.has(cookieValue(headers.cookie, passCookieName)) ? null : { status: 403, message: REFUSED_KEY, key: 'table.host.refusedKey' },
    checkOrigin,
    isLaunchBrowser: (headers) => sessions.has(sessionOf(headers)),
    deviceToken: (headers) => cookieValue(headers.cookie, deviceCookieName),
    deviceCookie: (token) => `${deviceCookieName}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200`,
  };
  function checkOrigin(headers: IncomingHttpHeaders): Refusal | null {
    const origin = headers.origin;
    if (typeof origin !== 'string' || !isOurOrigin(origin))
      return { status: 403, message: REFUSED_ORIGIN, key: 'table.host.refusedOrigin' };
    return checkHost(headers);
  }
}

/** The session token a request shows: in its WebSocket sub-protocols, or in the session header. */
function sessionOf(headers: IncomingHttpHeaders): string | undefined {
  const shown = headers[SESSION_HEADER];
  if (typeof shown === 'string') return shown;
  const protocols = headers['sec-websocket-protocol'];
  if (typeof protocols !== 'string') return undefined;
  const offered = protocols.split(',').map((protocol) => protocol.trim());
  return offered.find((protocol) => protocol.startsWith(SESSION_PROTOCOL_PREFIX))?.slice(SESSION_PROTOCOL_PREFIX.length);
}

/** One cookie's value from a Cookie header (`a=1; b=2`); undefined when absent or repeated. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  const values = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  return values.length === 1 ? values[0] : undefined;
}
