import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { contentSecurityPolicy, requestPath, TYPES } from '../web/static';

/**
 * The desktop window's pages come from `app://haven/…`, a scheme of our own, instead of file://:
 * a page then has one origin of its own (not every file on the disk), and only the built renderer
 * can be read through it.
 */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://haven`;
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

/** The privileges the scheme needs: a standard, secure origin (so 'self', storage and fetch work). */
export const APP_SCHEME_PRIVILEGES = { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } };

/** The file under `root` an app:// address names, or null when it is not one of ours. */
export function appFileFor(url: string, root: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN) return null;
  const path = requestPath(parsed.pathname);
  if (path === null) return null;
  const file = normalize(join(root, path === '/' ? 'index.html' : path));
  return file.startsWith(root + sep) ? file : null;
}

/** protocol.handle's handler for app://: the file with its type and the window's CSP, or 404. */
export function createAppProtocolHandler(root: string) {
  return async (request: { url: string }): Promise<Response> => {
    const file = appFileFor(request.url, root);
    if (file === null) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': contentSecurityPolicy(),
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
