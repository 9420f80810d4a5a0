#!/usr/bin/env node
// `npm test`: type check, unit + integration tests (vitest), the renderer build, and the
// end-to-end tests (Playwright in Debian's Chromium). Prints every step, then one closing line
// `N passed, N failed, N skipped` summed from the runners' JSON reports; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function step(name, args, env = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : `exit ${result.status ?? result.signal}`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// 1. Types: a failed type check counts as one failed check.
if (step('type check (tsc -b)', [bin('typescript', 'bin/tsc'), '-b'])) totals.passed += 1;
else {
  totals.failed += 1;
  problems.push('type check');
}

// 1b. The house rules: ESLint (cycles, what shared/ may import, hooks) and Prettier; one check.
if (
  step('lint (ESLint)', [bin('eslint', 'bin/eslint.js'), '-c', 'tests/lint/eslint.config.mjs', '.']) &&
  step('format (Prettier)', [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'])
)
  totals.passed += 1;
else {
  totals.failed += 1;
  problems.push('lint');
}

// 2. Unit and integration tests.
const vitestOk = step('unit and integration tests (vitest)', [
  bin('vitest', 'vitest.mjs'),
  'run',
  '--config',
  'tests/vitest.config.mts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);
const vitest = readJson(join(reports, 'vitest.json'));
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
if (!vitestOk || !vitest) problems.push('vitest');

// 3. The screens, then the end-to-end tests against them.
const built = step('renderer build (vite)', [
  bin('vite', 'bin/vite.js'),
  'build',
  '--config',
  'renderer/vite.config.mts',
  '--logLevel',
  'warn',
]);
if (!built) {
  totals.failed += 1;
  problems.push('renderer build');
} else {
  const e2eOk = step(
    'end-to-end tests (Playwright, /usr/bin/chromium)',
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'tests/playwright.config.ts'],
    { HAVEN_SKIP_BUILD: '1' },
  );
  const pw = readJson(join(reports, 'playwright.json'));
  if (pw) {
    totals.passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    totals.failed += pw.stats.unexpected;
    totals.skipped += pw.stats.skipped;
  }
  if (!e2eOk || !pw) problems.push('playwright');
}

if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length || totals.failed ? 1 : 0);
