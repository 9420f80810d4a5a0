import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * The file a worker thread runs: `<name>.cjs` of the host bundle, one line of `HOST_ENTRIES` in
 * main/host-bundle.cjs (`new Worker(workerScript('solver'))`). The bundled host (`npm start`, the
 * command line, the end-to-end tests) finds it beside itself in out/host; the desktop app's main
 * bundle (out/main) beside that; a host run from its sources (vitest, tsx) builds the bundle first
 * when one of its sources changed (about a second), so a test always runs the worker's current code.
 */
export function workerScript(name: string, here: string = __dirname): string {
  const isOut = basename(dirname(here)) === 'out';
  if (isOut && basename(here) === 'host') return join(here, `${name}.cjs`);
  if (isOut) return join(dirname(here), 'host', `${name}.cjs`);
  // From sources: this file is main/worker-script.ts, the checkout one folder up.
  const root = resolve(here, '..');
  const bundle = createRequire(join(root, 'package.json'))('./main/host-bundle.cjs') as {
    ensureHostBundleSync(root: string): boolean;
    hostBundlePath(name: string, root: string): string;
  };
  bundle.ensureHostBundleSync(root);
  return bundle.hostBundlePath(name, root);
}
