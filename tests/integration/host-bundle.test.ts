import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { HOST_ENTRIES, ensureHostBundle, ensureHostBundleSync, hostBundlePath, isHostBundleCurrent } from '../../main/host-bundle.cjs';
import { workerScript } from '../../main/worker-script';

/**
 * A tiny checkout: main/cli/index.ts printing `words`, every other entry point (the workers) an
 * empty module, and the files the bundle depends on.
 */
function tinyCheckout(words: string): string {
  const root = mkdtempSync(join(tmpdir(), 'haven-bundle-'));
  for (const source of Object.values(HOST_ENTRIES)) {
    mkdirSync(dirname(join(root, source)), { recursive: true });
    writeFileSync(join(root, source), 'export {};\n');
  }
  writeFileSync(join(root, 'main', 'cli', 'index.ts'), `import { words } from './words';\nconsole.log(words);\n`);
  writeFileSync(join(root, 'main', 'cli', 'words.ts'), `export const words: string = ${JSON.stringify(words)};\n`);
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'tsconfig.json'), '{}');
  // Written a while before the build, as a checkout's sources are: a file whose time is not before
  // the build's start (Date.now(), whole milliseconds, against the file's fractional time) counts as
  // edited while esbuild read it, and the build then keeps no stamp.
  const before = new Date(Date.now() - 2_000);
  for (const path of [...Object.values(HOST_ENTRIES), 'main/cli/words.ts', 'package.json', 'package-lock.json', 'tsconfig.json'])
    utimesSync(join(root, path), before, before);
  return root;
}

const run = (root: string) => execFileSync(process.execPath, [hostBundlePath('cli', root)], { encoding: 'utf8' }).trim();

it('builds the host once and again only when a file it was built from changed', async () => {
  const root = tinyCheckout('one');
  expect(isHostBundleCurrent(root)).toBe(false); // never built
  expect(await ensureHostBundle(root)).toBe(true);
  expect(run(root)).toBe('one');
  expect(isHostBundleCurrent(root)).toBe(true);
  expect(await ensureHostBundle(root)).toBe(false); // reused

  // An imported file edited (same size, another time): built again, and the new words run.
  writeFileSync(join(root, 'main', 'cli', 'words.ts'), `export const words: string = ${JSON.stringify('two')};\n`);
  utimesSync(join(root, 'main', 'cli', 'words.ts'), new Date(), new Date(Date.now() + 5_000));
  expect(isHostBundleCurrent(root)).toBe(false);
  expect(ensureHostBundleSync(root)).toBe(true);
  expect(run(root)).toBe('two');

  // Installed packages changed (package-lock.json): built again.
  utimesSync(join(root, 'package-lock.json'), new Date(), new Date(Date.now() + 10_000));
  expect(isHostBundleCurrent(root)).toBe(false);
});

it("finds a worker's script beside the bundle, beside the desktop app's main bundle, and from sources", () => {
  expect(workerScript('solver', '/app/out/host')).toBe('/app/out/host/solver.cjs');
  expect(workerScript('solver', '/app/out/main')).toBe('/app/out/host/solver.cjs');
  // From sources the bundle is built when stale: the command line's own entry is there afterwards.
  const root = resolve(__dirname, '..', '..');
  expect(workerScript('cli', join(root, 'main'))).toBe(hostBundlePath('cli', root));
  expect(isHostBundleCurrent(root)).toBe(true);
}, 120_000);
