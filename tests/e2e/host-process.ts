import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PRINTED_URL } from '../support/launch-url';

const root = resolve(__dirname, '..', '..');

export interface HostProcess {
  /**
   * The address the host printed, with this launch's key: a page opens it (`${url}/#/board` too)
   * and is let in and sent on to `/`, as a person opening the printed address is.
   */
  url: string;
  stop(): Promise<void>;
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'haven-e2e-'));
}

/** Starts Haven in browser mode exactly as `npm start` does without Electron, on a free port. */
export async function startHostProcess(dataDir: string, env: Record<string, string> = {}): Promise<HostProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [resolve(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'main/cli/index.ts', 'serve'],
    {
      cwd: root,
      env: { ...process.env, HAVEN_DATA_DIR: dataDir, HAVEN_PORT: '0', HAVEN_OPEN_BROWSER: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`Haven did not start within 20 s:\n${output}`)), 20_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = PRINTED_URL.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Haven exited with ${code} before starting:\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
