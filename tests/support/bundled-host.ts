import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hostBundlePath } from '../../main/host-bundle.cjs';
import { PRINTED_URL } from './launch-url';

const root = resolve(__dirname, '..', '..');

export interface HostProcess {
  /**
   * The address the host printed, with this launch's key: a page opens it (`${url}/#/board` too)
   * and is let in and sent on to `/`, as a person opening the printed address is.
   */
  url: string;
  dataDir: string;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface HostProcessOptions {
  /** Its data folder (a fresh one by default). */
  dataDir?: string;
  /** HAVEN_SEED: the seed of every campaign and scenario it starts (main/web/test-host.ts). */
  seed?: number;
  /** More environment (HAVEN_TABLE_ADDRESSES, HAVEN_PSEUDO_LANGUAGE…). */
  env?: Record<string, string>;
  /** The command line after the bundle (default `serve --test-host`). */
  args?: string[];
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'haven-e2e-'));
}

/**
 * Haven in browser mode from the host bundle (out/host/cli.cjs, built by the test run's setup), as
 * `npm start` runs it without Electron, on a free port: by default the tests' host
 * (`serve --test-host`), which alone honours a pinned seed. Resolves once it printed its address.
 */
export async function startBundledHost(options: HostProcessOptions = {}): Promise<HostProcess> {
  const dataDir = options.dataDir ?? newDataDir();
  const env: NodeJS.ProcessEnv = { ...process.env, HAVEN_DATA_DIR: dataDir, HAVEN_PORT: '0', HAVEN_OPEN_BROWSER: '0', ...options.env };
  // The seed is the test's, never one the run's environment happened to carry.
  delete env.HAVEN_SEED;
  if (options.seed !== undefined) env.HAVEN_SEED = String(options.seed);
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', hostBundlePath('cli', root), ...(options.args ?? ['serve', '--test-host'])],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = PRINTED_URL.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Haven exited with ${code} before starting:\n${output}`)));
  });
  return {
    url,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
