import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { buildSync } from 'esbuild';

const root = resolve(__dirname, '..', '..');

let bundle: string | null = null;
/**
 * The writer as one plain script, built once per test file: tests start it twenty times, and loading
 * TypeScript through tsx each time costs seconds on a busy machine. (esbuild is what tsx runs on.)
 */
function writerScript(): string {
  if (bundle) return bundle;
  const out = join(mkdtempSync(join(tmpdir(), 'haven-writer-')), 'writer.cjs');
  buildSync({
    entryPoints: [resolve(root, 'tests/support/writer-process.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: out,
    external: ['better-sqlite3', 'electron', 'playwright', 'playwright-core'],
    logLevel: 'warning',
  });
  bundle = out;
  return out;
}

export interface Writer {
  child: ChildProcess;
  /** Every line it printed so far. */
  lines: string[];
  /** Resolves once a printed line passes the test. */
  waitFor(test: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills every writer still running (a test that failed half-way must not leave one writing). */
export function killWriters(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
}

/** Starts tests/support/writer-process.ts in its own Node process (see there for the arguments). */
export function startWriter(args: string[]): Writer {
  // One process (tsx's command line would start a second one, which a kill -9 would not reach);
  // NODE_PATH lets the script outside the tree find better-sqlite3.
  const child = spawn(process.execPath, [writerScript(), ...args], {
    cwd: root,
    env: { ...process.env, NODE_PATH: resolve(root, 'node_modules') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const check of waiting) check();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    lines,
    exited,
    waitFor: (test, timeoutMs = 60_000) =>
      new Promise((resolveLine, reject) => {
        const check = () => {
          const found = lines.find(test);
          if (found === undefined) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolveLine(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`the writer printed no such line within ${timeoutMs} ms:\n${lines.slice(-5).join('\n')}\n${stderr}`));
        }, timeoutMs);
        waiting.add(check);
        void exited.then(() => setTimeout(check, 50));
        check();
      }),
  };
}
