#!/usr/bin/env node
// Rewrites every relative import of shared/ from main/, renderer/, preload/, tests/ and migrations/
// into the `@shared/…` alias (tsconfig.json's paths; vite, vitest, electron-vite, tsx, Playwright
// and ESLint resolve it too). Plain Node, no dependencies; running it twice changes nothing.
//
//   node tests/lint/alias-shared.mjs           rewrite, list the files changed, and run Prettier on
//                                              them (a shorter import may now fit on one line)
//   node tests/lint/alias-shared.mjs --check   list what it would change; exit 1 if anything
//
// Only module specifiers are touched — `from '…'`, `import '…'`, `import('…')`, `export … from '…'`,
// `vi.mock('…')`, `vi.importActual('…')`, `require('…')` — and only those that, resolved from
// the importing file, land inside shared/. Strings that merely name a folder (`'../shared/peer'`,
// data beside the checkout) are left alone. Files inside shared/ keep their relative imports.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const sharedDir = join(root, 'shared');
const FOLDERS = ['main', 'renderer', 'preload', 'tests', 'migrations'];
const EXTENSIONS = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
const SKIP = new Set(['node_modules', 'out', 'dist', 'build', 'release', 'test-results', '.reports']);

// A quote, a relative specifier, the same quote; preceded by what makes it a module specifier.
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*|\bimport\s*\(\s*|\b(?:vi\.mock|vi\.doMock|vi\.unmock|vi\.importActual|vi\.importMock|require)\s*\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile() && EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts.map')) yield path;
  }
}

/** The alias for a relative specifier that reaches into shared/, or null. */
function aliasOf(file, specifier) {
  const target = resolve(dirname(file), specifier);
  if (target !== sharedDir && !target.startsWith(sharedDir + sep)) return null;
  const inside = relative(sharedDir, target).split(sep).join('/');
  return inside === '' ? '@shared' : `@shared/${inside}`;
}

function rewrite(file, text) {
  return text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const alias = aliasOf(file, specifier);
    return alias === null ? whole : `${lead}${quote}${alias}${quote}`;
  });
}

const check = process.argv.includes('--check');
const changed = [];
for (const folder of FOLDERS) {
  for (const file of sourceFiles(join(root, folder))) {
    const text = readFileSync(file, 'utf8');
    const next = rewrite(file, text);
    if (next === text) continue;
    changed.push(relative(root, file));
    console.log(relative(root, file));
    if (!check) writeFileSync(file, next);
  }
}
console.log(`${changed.length} file(s) ${check ? 'would change' : 'changed'}.`);
if (check && changed.length > 0) process.exitCode = 1;
if (!check && changed.length > 0) {
  const prettier = join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const result = spawnSync(process.execPath, [prettier, '--write', '--log-level', 'warn', ...changed], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
