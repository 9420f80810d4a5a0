import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startHost } from '../host';
import { defaultDataDir } from '../paths';
import { startWebServer } from './server';
import { writeLaunchFile } from './launch-file';
import { serveKind } from './test-host';
import { tableStoreIn } from '../table/table-store';

/** Default port of browser mode; HAVEN_PORT overrides it (0 = any free port). */
export const DEFAULT_PORT = 4780;

/**
 * Browser mode: the same host the desktop window uses, served to a browser on 127.0.0.1.
 * Prints one line with the address, which carries a launch key good once (the pages and the
 * WebSocket refuse a browser that has not opened one), and opens it when HAVEN_OPEN_BROWSER=1
 * (`npm start` sets it); `launch-address` asks it for a new one (launch-file.ts). Ctrl+C closes the data file cleanly. `isTestHost`: the tests' host (`serve --test-host`),
 * which alone honours HAVEN_SEED (main/web/test-host.ts).
 */
export async function serve(env: NodeJS.ProcessEnv = process.env, isTestHost = false): Promise<void> {
  const kind = serveKind(env, isTestHost);
  const port = env.HAVEN_PORT !== undefined ? Number(env.HAVEN_PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`HAVEN_PORT must be a port number (0-65535), not "${env.HAVEN_PORT}".`);
  }
  const dataDir = defaultDataDir(env);
  const host = await startHost({ dataDir, mode: 'browser', ...kind });
  const staticDir = resolve(env.HAVEN_STATIC_DIR ?? resolve(__dirname, '..', '..', 'out', 'renderer'));
  // The command line's `launch-address` asks this host for a new address with it (launch-file.ts).
  const controlSecret = randomBytes(32).toString('base64url');
  let web;
  try {
    // HAVEN_TABLE_ADDRESSES: the addresses table mode listens on instead of the network's (tests
    // give a loopback stand-in, "::1", and never another address).
    const tableAddresses = env.HAVEN_TABLE_ADDRESSES?.split(',').filter((a) => a.length > 0);
    web = await startWebServer({
      host,
      staticDir,
      port,
      controlSecret,
      // Haven's own tests open the printed address again and again; a person's is good once.
      isKeyReusable: isTestHost,
      tableStore: tableStoreIn(dataDir),
      ...(tableAddresses ? { lanAddresses: () => tableAddresses } : {}),
    });
  } catch (error) {
    await host.close();
    throw new Error(`Haven could not listen on 127.0.0.1:${port} (${(error as Error).message}). Set HAVEN_PORT to another port.`, {
      cause: error,
    });
  }
  const launchFile = writeLaunchFile(dataDir, web.port, controlSecret);
  console.log(`Haven is running at ${web.url}`);
  console.log(`Data: ${host.dataFile}`);
  console.log('The address lets one browser in, once; "npm run -s haven -- launch-address" prints a new one.');
  if (env.HAVEN_OPEN_BROWSER === '1') openInBrowser(web.url);
  const stop = async () => {
    launchFile.remove();
    await web.close();
    await host.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The system's way to open an address in the default browser; a failure leaves the printed line. */
function openInBrowser(url: string): void {
  // A Linux box without a desktop (a server, CI) has no browser to show it in.
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return;
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['rundll32', ['url.dll,FileProtocolHandler', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => console.log('Open the address above in your browser.'));
    child.unref();
  } catch {
    console.log('Open the address above in your browser.');
  }
}
