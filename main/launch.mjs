#!/usr/bin/env node
// `npm start`: the desktop window where Electron's binary is installed (or can be fetched);
// otherwise the same host and screens served to a browser on 127.0.0.1.
// HAVEN_BROWSER=1 forces browser mode; HAVEN_PORT and HAVEN_DATA_DIR are passed on. In browser
// mode the host prints the address with this launch's key and opens it in the default browser
// (HAVEN_OPEN_BROWSER=0 only prints it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHostBundle, hostBundlePath } from './host-bundle.cjs';
import { isScreensBuildCurrent, markScreensBuilt, screensFingerprint } from './screens-cache.cjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);

function run(args, what) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Haven could not ${what} (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

/** The Electron executable, or null where it is not installed and cannot be fetched. */
function electronBinary() {
  if (process.env.HAVEN_BROWSER === '1' || process.env.ELECTRON_SKIP_BINARY_DOWNLOAD === '1') return null;
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return null;
  // electron's own index fetches its binary on first use; it fails fast where there is no network.
  const probe = spawnSync(process.execPath, ['-p', "require('electron')"], { cwd: root, encoding: 'utf8', timeout: 300_000 });
  const path = probe.status === 0 ? probe.stdout.trim() : '';
  return path && existsSync(path) ? path : null;
}

const electron = electronBinary();
if (electron) {
  if (!existsSync(join(root, 'build', 'electron-native', 'better_sqlite3.node'))) {
    run([join(root, 'main', 'electron', 'build-native.mjs')], 'build the database driver for Electron');
  }
  run([bin('electron-vite', 'bin/electron-vite.js'), 'build', '--config', 'main/electron/electron.vite.config.mts'], 'build the app');
  const child = spawn(electron, ['.'], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log('Electron is not installed here: serving Haven to your browser instead.');
  // The screens are built once and reused while their sources are unchanged (a build takes ~11 s).
  if (!isScreensBuildCurrent(root)) {
    const fingerprint = screensFingerprint(root);
    run([bin('vite', 'bin/vite.js'), 'build', '--config', 'renderer/vite.config.mts', '--logLevel', 'warn'], 'build the screens');
    markScreensBuilt(root, fingerprint);
  }
  // The host is bundled once too (main/host-bundle.cjs) and built again only when a source changed.
  await ensureHostBundle(root);
  const env = { ...process.env, HAVEN_OPEN_BROWSER: process.env.HAVEN_OPEN_BROWSER ?? '1' };
  const child = spawn(process.execPath, ['--enable-source-maps', hostBundlePath('cli', root), 'serve'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
