import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { workerScript } from '../worker-script';

/**
 * Starts a worker thread from its own entry file, wherever the host runs:
 * - the desktop build (electron-vite) emits each worker as `<name>.js` beside the code that starts
 *   it, so `dir` is that code's `__dirname`;
 * - everywhere else (the host bundle of `npm start`, the command line and the tests, and a host run
 *   from its sources under vitest or tsx) the worker is an entry point of the host bundle,
 *   `out/host/<name>.cjs` (one line of HOST_ENTRIES in main/host-bundle.cjs), which
 *   `workerScript` finds, building the bundle first when run from changed sources.
 * Entries today: main/monster-ai/solve-worker.ts and main/content/read-worker.ts (each also an input
 * of the desktop build, main/electron/electron.vite.config.mts); both run in a pool of one
 * (main/workers/worker-pool.ts).
 */
export function startWorker(dir: string, name: string, resourceLimits?: ResourceLimits): Worker {
  const besideMe = join(dir, `${name}.js`);
  return new Worker(existsSync(besideMe) ? besideMe : workerScript(name), { resourceLimits });
}
