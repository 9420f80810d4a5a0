#!/usr/bin/env node
// Builds better-sqlite3 for Electron into build/electron-native/, leaving node_modules' Node build
// alone: the tests and the command line keep using the Node build, the desktop app loads this one
// through better-sqlite3's `nativeBinding` option. Needs the network (Electron's headers).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const electronVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')).version;
const { rebuild } = require('@electron/rebuild');

const work = mkdtempSync(join(tmpdir(), 'haven-native-'));
writeFileSync(
  join(work, 'package.json'),
  JSON.stringify({ name: 'haven-native', version: '0.0.0', dependencies: { 'better-sqlite3': '*' } }),
);
cpSync(join(root, 'node_modules', 'better-sqlite3'), join(work, 'node_modules', 'better-sqlite3'), {
  recursive: true,
  filter: (src) => !src.includes(`${join('better-sqlite3', 'build')}`),
});

console.log(`Building better-sqlite3 for Electron ${electronVersion}…`);
await rebuild({ buildPath: work, electronVersion, onlyModules: ['better-sqlite3'], force: true, mode: 'sequential' });
const out = join(root, 'build', 'electron-native');
mkdirSync(out, { recursive: true });
cpSync(join(work, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'), join(out, 'better_sqlite3.node'));
console.log(`Wrote ${join(out, 'better_sqlite3.node')}`);
