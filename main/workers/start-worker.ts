import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Starts a worker thread from its own entry file, `<dir>/<name>`, wherever the host runs:
 * - bundled (the desktop build, the host bundle): the entry is an extra entry point of the bundle,
 *   emitted as `<name>.js` beside the code that starts it, so `dir` is that code's `__dirname`;
 * - from source (tsx, vitest): only `<name>.ts` is there; the worker registers tsx (what the host's
 *   own process runs on) before it loads it, so it reads TypeScript and `@shared/…` as the host does.
 * Entries today: main/monster-ai/solve-worker.ts (each is also an input of the desktop build,
 * main/electron/electron.vite.config.mts).
 */
export function startWorker(dir: string, name: string, resourceLimits?: ResourceLimits): Worker {
  const bundled = join(dir, `${name}.js`);
  if (existsSync(bundled)) return new Worker(bundled, { resourceLimits });
  const source = join(dir, `${name}.ts`);
  const tsx = createRequire(__filename).resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, { eval: true, resourceLimits });
}
