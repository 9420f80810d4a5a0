import { SESSION_PROTOCOL_PREFIX, SOCKET_PROTOCOL } from '@shared/ipc/launch-session';

/**
 * What a browser does with the address Haven prints: open it once (`/open/<key>`), keep the pass
 * cookie the answer sets and the session token its page stores (main/web/server.ts). Tests and
 * benchmarks enter the host this way, as a user does, and then send the cookie, the session token
 * (as the page's WebSocket sub-protocol) and their page's Origin like the browser would.
 */
export interface HostEntry {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `name=value`, for a Cookie header: the pass to the app's files. */
  cookie: string;
  /** The session token the page keeps in its own storage. */
  session: string;
}

/** The printed line's address (`Haven is running at …`). */
export const PRINTED_URL = /Haven is running at (http:\/\/127\.0\.0\.1:\d+\/open\/[A-Za-z0-9_-]+)/;

export async function enterHost(launchUrl: string): Promise<HostEntry> {
  const response = await fetch(launchUrl, { redirect: 'manual' });
  const setCookie = response.headers.get('set-cookie');
  const session = /<meta name="haven-session" content="([A-Za-z0-9_-]+)">/.exec(await response.text())?.[1];
  if (response.status !== 200 || setCookie === null || session === undefined)
    throw new Error(`Haven did not let ${launchUrl} in (${response.status}).`);
  return { origin: new URL(launchUrl).origin, cookie: setCookie.split(';', 1)[0]!, session };
}

/** The headers a page of the host sends on its WebSocket upgrade (the sub-protocols are `pageProtocols`). */
export function pageHeaders(entry: HostEntry, origin: string = entry.origin): Record<string, string> {
  return { Cookie: entry.cookie, Origin: origin };
}

/** The sub-protocols a page of the host asks for on its WebSocket: Haven's, and its session token. */
export function pageProtocols(entry: HostEntry): string[] {
  return [SOCKET_PROTOCOL, `${SESSION_PROTOCOL_PREFIX}${entry.session}`];
}

/** The same upgrade's headers written out, for a handshake made by hand. */
export function rawPageHeaders(entry: HostEntry): Record<string, string> {
  return { ...pageHeaders(entry), 'Sec-WebSocket-Protocol': pageProtocols(entry).join(', ') };
}
