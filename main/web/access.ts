import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { englishWords } from '@shared/table/words';

/**
 * Who may reach the host in browser mode. A page of another site can point its own host name at
 * 127.0.0.1 (DNS rebinding) and then send any Host and Origin it likes, so neither proves anything
 * alone. Two checks stand together:
 *  - the exact names the host serves (127.0.0.1, localhost, [::1] with its port; the table's LAN
 *    names only when table mode hands them in);
 *  - a secret made for this launch: the printed address carries it once (`/open/<secret>`), the
 *    answer keeps it in an HttpOnly, SameSite=Strict cookie and sends the browser on to `/`, so it
 *    leaves the address bar. Every other request and every WebSocket upgrade must bring the cookie.
 */
export const LAUNCH_PATH_PREFIX = '/open/';

/** `message` in English; `key` is its catalog sentence, which the server words in the device's language. */
export type Refusal = { status: 400 | 403; message: string; key?: string };

export interface AccessGate {
  /** The address to print and open: it carries the secret. */
  launchUrl: string;
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** Whether a request names one of our host names (the Host header). */
  checkHost(headers: IncomingHttpHeaders): Refusal | null;
  /** The secret in a `/open/<secret>` path, checked; the cookie to set when it is right. */
  exchange(path: string): { setCookie: string } | Refusal | null;
  /** Whether a request brings this launch's cookie. */
  checkCookie(headers: IncomingHttpHeaders): Refusal | null;
  /** A WebSocket upgrade: Origin present and one of ours, Host ours, cookie present. */
  checkUpgrade(headers: IncomingHttpHeaders): Refusal | null;
  /** Origin present and one of ours, Host ours: for a table device's upgrade and pairing requests. */
  checkOrigin(headers: IncomingHttpHeaders): Refusal | null;
  /** Whether the request comes from a browser that opened this launch's address (the host's own). */
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
  /** Given by tests; otherwise 32 random bytes. */
  secret?: string;
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

export function createAccessGate(options: AccessOptions): AccessGate {
  const secret = options.secret ?? newLaunchSecret();
  const lan = options.lanHostNames;
  const names = () =>
    [...LOOPBACK_NAMES, ...(typeof lan === 'function' ? lan() : (lan ?? []))].map((name) => `${name.toLowerCase()}:${options.port}`);
  const isOurHost = (host: string) => names().includes(host.toLowerCase());
  const isOurOrigin = (origin: string) => names().some((host) => `http://${host}` === origin.toLowerCase());
  // Cookies are kept per host name, not per port: the port in the name keeps two Havens apart.
  const cookieName = `haven-key-${options.port}`;
  const deviceCookieName = `haven-device-${options.port}`;
  const origin = `http://${options.hostname.includes(':') ? `[${options.hostname}]` : options.hostname}:${options.port}`;

  const isSecret = (candidate: string | undefined): boolean => {
    if (candidate === undefined) return false;
    const a = Buffer.from(candidate);
    const b = Buffer.from(secret);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const checkHost = (headers: IncomingHttpHeaders): Refusal | null =>
    typeof headers.host === 'string' && isOurHost(headers.host)
      ? null
      : { status: 403, message: REFUSED_HOST, key: 'table.host.refusedHost' };
  const checkCookie = (headers: IncomingHttpHeaders): Refusal | null =>
    isSecret(cookieValue(headers.cookie, cookieName)) ? null : { status: 403, message: REFUSED_KEY, key: 'table.host.refusedKey' };

  return {
    launchUrl: `${origin}${LAUNCH_PATH_PREFIX}${secret}`,
    origin,
    checkHost,
    checkCookie,
    exchange(path) {
      if (!path.startsWith(LAUNCH_PATH_PREFIX)) return null;
      const key = path.slice(LAUNCH_PATH_PREFIX.length).replace(/\/$/, '');
      if (!isSecret(key)) return { status: 403, message: englishWords('table.host.wrongKey'), key: 'table.host.wrongKey' };
      return { setCookie: `${cookieName}=${secret}; Path=/; HttpOnly; SameSite=Strict` };
    },
    checkUpgrade(headers) {
      return checkOrigin(headers) ?? checkCookie(headers);
    },
    checkOrigin,
    isLaunchBrowser: (headers) => checkCookie(headers) === null,
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
