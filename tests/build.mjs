#!/usr/bin/env node
// What the end-to-end tests start: the host bundle (out/host) and the screens (out/renderer), each
// built only when one of its sources changed since its last build. `npm test` runs it as its build
// step; Playwright's global setup runs it too, for a spec run on its own.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHostBundle } from '../main/host-bundle.cjs';
import { isScreensBuildCurrent, markScreensBuilt, screensFingerprint } from '../main/screens-cache.cjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const started = Date.now();
console.log((await ensureHostBundle(root)) ? `host bundle built (${Date.now() - started} ms)` : 'host bundle unchanged');
if (isScreensBuildCurrent(root)) console.log('screens unchanged');
else {
  const fingerprint = screensFingerprint(root);
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'renderer/vite.config.mts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  markScreensBuilt(root, fingerprint);
  console.log('screens built');
}
