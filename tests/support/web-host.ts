import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, type Host } from '../../main/host';
import { startWebServer, type WebServer, type WebServerOptions } from '../../main/web/server';

/** A host in browser mode on a free loopback port, serving a one-line page, on a fresh data folder. */
export async function startWebHost(
  options: Partial<WebServerOptions> = {},
): Promise<{ host: Host; web: WebServer; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'haven-web-'));
  const staticDir = join(dir, 'static');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Haven</title>');
  const host = await startHost({ dataDir: join(dir, 'data'), mode: 'test' });
  const web = await startWebServer({ host, staticDir, port: 0, ...options });
  return {
    host,
    web,
    close: async () => {
      await web.close();
      await host.close();
    },
  };
}
