import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Host } from '../../main/host';
import type { WebServer } from '../../main/web/server';
import { enterHost, pageHeaders, pageProtocols, type HostEntry } from '../support/launch-url';
import { bodyOf, rawRequest, statusOf } from '../support/raw-http';
import { SocketClient } from '../support/socket-client';
import { startWebHost } from '../support/web-host';

// Only Haven's own pages reach the host: exact host names, this launch's key, an Origin of ours.

let host: Host;
let web: WebServer;
let close: () => Promise<void>;
let entry: HostEntry;

beforeAll(async () => {
  // A person's host: each launch address lets one browser in, once.
  ({ host, web, close } = await startWebHost({ isKeyReusable: false }));
  entry = await enterHost(web.newLaunchUrl());
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

/** A WebSocket upgrade with exactly these headers (and sub-protocols); resolves with the refusal's status, or 101. */
function upgrade(headers: Record<string, string>, protocols: string[] = []): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${web.port}/ws`, protocols, { headers });
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
  it('lets one browser in, once: the key is spent, the browser gets a pass cookie that is not the key, and its page a session token', async () => {
    const launchUrl = web.newLaunchUrl();
    expect(launchUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${web.port}/open/[A-Za-z0-9_-]{43}$`));
    const key = new URL(launchUrl).pathname.slice('/open/'.length);
    const answer = await get(new URL(launchUrl).pathname, { Host: own() });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^haven-pass-${web.port}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict$`));
    expect(cookie).not.toContain(key);
    // The page keeps the session token in its own storage and goes on to the app, fragment kept.
    expect(answer.body).toMatch(/<meta name="haven-session" content="[A-Za-z0-9_-]{43}">/);
    expect(answer.body).toContain("location.replace('/'+location.hash)");
    expect(answer.body).not.toContain(key);
    // Issue 26: the address sat in the browser's history and stayed good all launch.
    const again = await get(new URL(launchUrl).pathname, { Host: own() });
    expect(again.status).toBe(403);
    expect(again.body).toMatch(/used already/);
  });

  it('refuses another key', async () => {
    const answer = await get('/open/not-the-key', { Host: own() });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/or is not one of this launch/);
  });

  it("each launch has its own keys, passes and sessions: another launch's let nothing in", async () => {
    const other = await startWebHost({ isKeyReusable: false });
    try {
      const otherEntry = await enterHost(other.web.url);
      expect(
        await get('/', { Host: own(), Cookie: otherEntry.cookie.replace(/^haven-pass-\d+/, `haven-pass-${web.port}`) }).then(
          (a) => a.status,
        ),
      ).toBe(403);
      expect(await upgrade({ Origin: entry.origin }, pageProtocols(otherEntry))).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('a service on another port (issue 26)', () => {
  it("sees only the pass cookie, which opens the app's files and no data: the WebSocket needs the session token the page keeps", async () => {
    // Cookies go to every port of 127.0.0.1: another local service receives the pass. With it (and
    // any Origin and Host it likes) the connection stays shut; the page's own session token opens it.
    expect(await upgrade(pageHeaders(entry))).toBe(403);
    expect(await upgrade({ ...pageHeaders(entry), Host: own() })).toBe(403);
    expect(await upgrade(pageHeaders(entry), pageProtocols(entry))).toBe(101);
    const me = await get('/table/me', { Host: own(), Cookie: entry.cookie });
    expect(JSON.parse(me.body)).toEqual({ kind: 'unpaired', isOn: false });
    const page = await get('/table/me', { Host: own(), 'X-Haven-Session': entry.session });
    expect(JSON.parse(page.body)).toEqual({ kind: 'host', isOn: false });
  });
});

describe('a new launch address on request', () => {
  it('is made for the command line from this computer with the control secret, and is good once too', async () => {
    const controlled = await startWebHost({ isKeyReusable: false, controlSecret: 'c'.repeat(43) });
    try {
      const ask = (secret: string) => fetch(`${controlled.web.origin}/launch`, { method: 'POST', headers: { 'X-Haven-Control': secret } });
      expect((await ask('x'.repeat(43))).status).toBe(403);
      expect((await fetch(`${controlled.web.origin}/launch`, { headers: { 'X-Haven-Control': 'c'.repeat(43) } })).status).toBe(403);
      const { url } = (await (await ask('c'.repeat(43))).json()) as { url: string };
      expect(url).toMatch(new RegExp(`^${controlled.web.origin}/open/[A-Za-z0-9_-]{43}$`));
      expect((await enterHost(url)).session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await expect(enterHost(url)).rejects.toThrow(/did not let/);
    } finally {
      await controlled.close();
    }
    expect((await fetch(`${web.origin}/launch`, { method: 'POST', headers: { 'X-Haven-Control': 'c'.repeat(43) } })).status).toBe(403);
  });
});

describe('HTTP', () => {
  it('serves the app with the pass cookie, and refuses it without one with a plain sentence', async () => {
    expect((await get('/', { Host: own(), Cookie: entry.cookie })).status).toBe(200);
    const refused = await get('/', { Host: own() });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.body).toMatch(/^This browser has not opened a launch address of this Haven\./);
    expect((await get('/assets/index.js', { Host: own(), Cookie: `haven-pass-${web.port}=x` })).status).toBe(403);
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
  it('opens for a page of this launch (own Origin, its session token)', async () => {
    expect(await upgrade(pageHeaders(entry), pageProtocols(entry))).toBe(101);
    const client = await SocketClient.connect(web.url);
    expect((await client.call('campaigns.list', {})).ok).toBe(true);
    client.socket.close();
  });

  it('refuses a DNS-rebinding page: Host and Origin evil.example:PORT, with or without the session', async () => {
    expect(await upgrade({ Host: evil(), Origin: `http://${evil()}` })).toBe(403);
    expect(await upgrade({ Host: evil(), Origin: `http://${evil()}`, Cookie: entry.cookie }, pageProtocols(entry))).toBe(403);
  });

  it('refuses an upgrade without an Origin, without the session, or from another site', async () => {
    expect(await upgrade({ Cookie: entry.cookie }, pageProtocols(entry))).toBe(403);
    expect(await upgrade({ Origin: entry.origin })).toBe(403);
    expect(await upgrade({ Origin: 'http://evil.example', Cookie: entry.cookie }, pageProtocols(entry))).toBe(403);
    expect(await upgrade({ Origin: 'null', Cookie: entry.cookie }, pageProtocols(entry))).toBe(403);
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
