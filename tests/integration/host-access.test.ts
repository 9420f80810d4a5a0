import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Host } from '../../main/host';
import type { WebServer } from '../../main/web/server';
import { enterHost, pageHeaders, type HostEntry } from '../support/launch-url';
import { bodyOf, rawRequest, statusOf } from '../support/raw-http';
import { SocketClient } from '../support/socket-client';
import { startWebHost } from '../support/web-host';

// Only Haven's own pages reach the host: exact host names, this launch's key, an Origin of ours.

let host: Host;
let web: WebServer;
let close: () => Promise<void>;
let entry: HostEntry;

beforeAll(async () => {
  ({ host, web, close } = await startWebHost());
  entry = await enterHost(web.url);
});
afterAll(() => close());

/** An HTTP GET with the headers given as they are (Host included), as a rebinding page would send it. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: web.port, path, headers, setHost: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A WebSocket upgrade with exactly these headers; resolves with the refusal's status, or 101. */
function upgrade(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${web.port}/ws`, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', () => {});
  });
}

const own = () => `127.0.0.1:${web.port}`;
const evil = () => `evil.example:${web.port}`;

describe('the printed address', () => {
  it("carries this launch's key once; opening it sets an HttpOnly, SameSite=Strict cookie and sends the browser to /", async () => {
    expect(web.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${web.port}/open/[A-Za-z0-9_-]{43}$`));
    const answer = await get(new URL(web.url).pathname, { Host: own() });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(String(answer.headers['set-cookie'])).toMatch(
      new RegExp(`^haven-key-${web.port}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict$`),
    );
  });

  it('refuses another key', async () => {
    const answer = await get('/open/not-the-key', { Host: own() });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/not the one of this launch/);
  });

  it('each launch has its own key', async () => {
    const other = await startWebHost();
    try {
      expect(new URL(other.web.url).pathname).not.toBe(new URL(web.url).pathname);
      expect(
        await get('/', { Host: own(), Cookie: `haven-key-${web.port}=${new URL(other.web.url).pathname.slice(6)}` }).then((a) => a.status),
      ).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('HTTP', () => {
  it('serves the app with the cookie, and refuses it without one with a plain sentence', async () => {
    expect((await get('/', { Host: own(), Cookie: entry.cookie })).status).toBe(200);
    const refused = await get('/', { Host: own() });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.body).toBe(
      'This browser has not opened this launch of Haven. Open the address Haven printed when it started; it carries the key for this launch.',
    );
    expect((await get('/assets/index.js', { Host: own(), Cookie: 'haven-key-1=x' })).status).toBe(403);
  });

  it('answers localhost and [::1] with its port, and no other host name', async () => {
    for (const name of ['localhost', '[::1]', 'LOCALHOST'])
      expect((await get('/', { Host: `${name}:${web.port}`, Cookie: entry.cookie })).status).toBe(200);
    for (const name of [evil(), '127.0.0.1', `127.0.0.1:${web.port + 1}`, `127.0.0.1.evil.example:${web.port}`, '']) {
      const answer = await get('/', { Host: name, Cookie: entry.cookie });
      expect(answer.status, name).toBe(403);
      expect(answer.body).toMatch(/only at its own address/);
    }
  });

  it('refuses a DNS-rebinding page: Host and Origin evil.example:PORT, even for the printed address', async () => {
    expect((await get('/', { Host: evil(), Origin: `http://${evil()}`, Cookie: entry.cookie })).status).toBe(403);
    const launch = await get(new URL(web.url).pathname, { Host: evil(), Origin: `http://${evil()}` });
    expect(launch.status).toBe(403);
    expect(launch.headers['set-cookie']).toBeUndefined();
  });

  it('a host name of table mode is let in only when handed in (none by default)', async () => {
    const table = await startWebHost({ lanHostNames: ['haven-table.local'] });
    try {
      const tableEntry = await enterHost(table.web.url);
      const at = (port: number, cookie: string) =>
        rawRequest(port, `GET / HTTP/1.1\r\nHost: haven-table.local:${port}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(await at(table.web.port, tableEntry.cookie))).toBe(200);
      expect(statusOf(await at(web.port, entry.cookie))).toBe(403);
    } finally {
      await table.close();
    }
  });
});

describe('the WebSocket', () => {
  it('opens for a page of this launch (own Origin, cookie)', async () => {
    expect(await upgrade(pageHeaders(entry))).toBe(101);
    const client = await SocketClient.connect(web.url);
    expect((await client.call('campaigns.list', {})).ok).toBe(true);
    client.socket.close();
  });

  it('refuses a DNS-rebinding page: Host and Origin evil.example:PORT, with or without the cookie', async () => {
    expect(await upgrade({ Host: evil(), Origin: `http://${evil()}` })).toBe(403);
    expect(await upgrade({ Host: evil(), Origin: `http://${evil()}`, Cookie: entry.cookie })).toBe(403);
  });

  it('refuses an upgrade without an Origin, without the cookie, or from another site', async () => {
    expect(await upgrade({ Cookie: entry.cookie })).toBe(403);
    expect(await upgrade({ Origin: entry.origin })).toBe(403);
    expect(await upgrade({ Origin: 'http://evil.example', Cookie: entry.cookie })).toBe(403);
    expect(await upgrade({ Origin: 'null', Cookie: entry.cookie })).toBe(403);
    const raw = await rawRequest(
      web.port,
      `GET /ws HTTP/1.1\r\nHost: ${own()}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\nCookie: ${entry.cookie}\r\n\r\n`,
    );
    expect(statusOf(raw)).toBe(403);
    expect(bodyOf(raw)).toBe("Haven's connection is open only to Haven's own pages.");
  });

  it('a refused page changed nothing: the campaign list is as it was', async () => {
    const before = await host.invoke('campaigns.list', {});
    await upgrade({ Host: evil(), Origin: `http://${evil()}` });
    expect(await host.invoke('campaigns.list', {})).toEqual(before);
  });
});
