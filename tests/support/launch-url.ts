/**
 * What a browser does with the address Haven prints: open it once (`/open/<key>`), keep the
 * cookie the answer sets, follow it to `/`. Tests and benchmarks enter the host this way, as a
 * user does, and then send the cookie and their page's Origin like the browser would.
 */
export interface HostEntry {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `name=value`, for a Cookie header. */
  cookie: string;
}

/** The printed line's address (`Haven is running at …`). */
export const PRINTED_URL = /Haven is running at (http:\/\/127\.0\.0\.1:\d+\/open\/[A-Za-z0-9_-]+)/;

export async function enterHost(launchUrl: string): Promise<HostEntry> {
  const response = await fetch(launchUrl, { redirect: 'manual' });
  const setCookie = response.headers.get('set-cookie');
  if (response.status !== 303 || setCookie === null) throw new Error(`Haven did not let ${launchUrl} in (${response.status}).`);
  return { origin: new URL(launchUrl).origin, cookie: setCookie.split(';', 1)[0]! };
}

/** The headers a page of the host sends on its WebSocket upgrade. */
export function pageHeaders(entry: HostEntry, origin: string = entry.origin): Record<string, string> {
  return { Cookie: entry.cookie, Origin: origin };
}
