import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** Content types of the built renderer's files (browser mode and the desktop's app:// protocol). */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/**
 * The same policy the desktop window gets: our own code only, no remote anything. Browser mode
 * names its own WebSocket addresses (the host's port only; some browsers do not count ws: as
 * 'self'); the desktop window talks over IPC and gets none.
 *
 * An address in brackets (IPv6, `ws://[::1]:PORT`) is left out: a source expression has no
 * grammar for it (CSP Level 3, "host-source"), and Chromium ignores it with a warning on every
 * page (issue 29). A page served from such an address reaches its own socket through 'self',
 * which matches ws: on the page's own host and port (CSP Level 3, "Does url match expression in
 * origin": 'self' with an http page allows ws:), so nothing wider is opened for it.
 */
export function contentSecurityPolicy(socketOrigins: readonly string[] = []): string {
  const named = socketOrigins.filter((origin) => !origin.includes('['));
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${named.map((origin) => ` ${origin}`).join('')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The decoded path of a request line's target, or null when it is not one: only origin-form
 * (`/path?query`) is ours (absolute-form is for proxies), and a bad percent-escape or a NUL byte
 * is refused rather than thrown.
 */
export function requestPath(target: string | undefined): string | null {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return null;
  const raw = target.split(/[?#]/, 1)[0]!;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return path.includes('\0') ? null : path;
}

/** Serves the built renderer; unknown paths get index.html (the app routes by hash). `path` is requestPath's. */
export function createStaticHandler(root: string, csp: string | (() => string) = contentSecurityPolicy()) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    } catch {
      file = join(root, 'index.html');
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': typeof csp === 'function' ? csp() : csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Haven\'s screens are not built yet. Run "npm start" (it builds them) or "npm run build".');
    }
  };
}
