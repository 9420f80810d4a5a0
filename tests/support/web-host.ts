import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, type Host } from '../../main/host';
import { startWebServer, type WebServer, type WebServerOptions } from '../../main/web/server';
import { SocketClient } from './socket-client';

/** What a test may set: the web server's options, and `dataDir` to reopen a data folder a test keeps (a restart). */
export type WebHostOptions = Partial<Omit<WebServerOptions, 'host' | 'staticDir'>> & { dataDir?: string };

/** A host in browser mode on a free loopback port, serving a one-line page, on a fresh data folder. */
export async function startWebHost(options: WebHostOptions = {}): Promise<{ host: Host; web: WebServer; close(): Promise<void> }> {
  const { dataDir, ...serverOptions } = options;
  const dir = mkdtempSync(join(tmpdir(), 'haven-web-'));
  const staticDir = join(dir, 'static');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Haven</title>');
  const host = await startHost({ dataDir: dataDir ?? join(dir, 'data'), mode: 'test' });
  // Tests open the printed address again and again, as Haven's own tests' host lets them
  // (`serve --test-host`); the tests of the address itself start with `isKeyReusable: false`.
  const web = await startWebServer({ host, staticDir, port: 0, isKeyReusable: true, ...serverOptions });
  return {
    host,
    web,
    close: async () => {
      await web.close();
      await host.close();
    },
  };
}

export interface TestWebHost {
  host: Host;
  web: WebServer;
  /** A page's socket, entered with the printed address as a browser does. */
  client: SocketClient;
  /** Closes the socket, then the web server, then the host. */
  stop(): Promise<void>;
}

/** `startWebHost` with one connected client: the start most WebSocket integration tests share. */
export async function startTestWebHost(options: WebHostOptions = {}): Promise<TestWebHost> {
  const { host, web, close } = await startWebHost(options);
  const client = await SocketClient.connect(web.url);
  return {
    host,
    web,
    client,
    stop: async () => {
      client.socket.close();
      await close();
    },
  };
}
