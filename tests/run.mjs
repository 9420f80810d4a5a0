#!/usr/bin/env node
// `npm test`: the type check, the house rules (ESLint, Prettier), the unit and integration tests
// (vitest), the build (host bundle and screens) and the end-to-end tests (Playwright in Debian's
// Chromium). Two lanes run side by side, since Playwright mostly waits on the browser and the host:
//   build → Playwright                              (its progress shown as it goes)
//   type check → lint → format → vitest             (each step's output shown when it ends)
// The static checks keep caches in .cache/ (incremental type check, eslint --cache, prettier
// --cache), so a warm checkout checks only what changed. It closes with each step's time and one
// line `N passed, N failed, N skipped` summed from the runners' JSON reports (CI reads that last
// line); it exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const cache = (name) => join(root, '.cache', name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Each step's name and seconds, in the order they ended. */
const times = [];
const startedAt = Date.now();

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one step in its own process. `live`: its output goes straight through (the long step of a
 * lane); otherwise it is kept and printed whole when the step ends, so two lanes never mix lines.
 */
function step(name, args, { env = {}, live = false } = {}) {
  return new Promise((done) => {
    const began = Date.now();
    if (live) console.log(`\n=== ${name}`);
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'), ...env },
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (data) => (output += data));
    child.stderr?.on('data', (data) => (output += data));
    const finish = (status) => {
      const ok = status === 0;
      times.push([name, seconds(began)]);
      if (!live) process.stdout.write(`\n=== ${name}\n${output}`);
      console.log(`=== ${name}: ${ok ? 'ok' : `exit ${status}`} (${seconds(began)} s)`);
      done(ok);
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish('error');
    });
    child.on('exit', (code, signal) => finish(code ?? signal));
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A step that is one check: passed or failed as a whole. */
function countAsOne(ok, name) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(name);
  }
}

async function buildAndEndToEnd() {
  // The host bundle (out/host) and the screens (out/renderer), each only if a source changed.
  const built = await step('build (host bundle, screens)', [join(root, 'tests', 'build.mjs')]);
  if (!built) {
    countAsOne(false, 'build');
    return;
  }
  const ok = await step(
    'end-to-end tests (Playwright, /usr/bin/chromium)',
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'tests/playwright.config.ts'],
    {
      live: true,
    },
  );
  const pw = readJson(join(reports, 'playwright.json'));
  if (pw) {
    totals.passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    totals.failed += pw.stats.unexpected;
    totals.skipped += pw.stats.skipped;
    visualFailures = visualFailuresOf(pw);
  }
  if (!ok || !pw) problems.push('playwright');
}

/** What failed in the visual project, by kind (set in buildAndEndToEnd). */
let visualFailures = null;

/**
 * The visual project's failed tests from Playwright's JSON report, by kind: a picture that differs
 * from its baseline (or has none), or a set-up that failed before any picture was compared (the
 * fixture's words, tests/e2e/set-up.ts: the data refused, the screen never showed it).
 */
function visualFailuresOf(report) {
  const found = { differs: [], setUp: [], other: [] };
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.projectName === 'visual' && test.status === 'unexpected') {
          const last = test.results.at(-1);
          const words = (last?.errors ?? []).map((error) => error.message ?? '').join('\n');
          const kind = words.includes('Set-up failed, nothing was compared')
            ? 'setUp'
            : /toHaveScreenshot\(|Screenshot comparison failed|snapshot doesn't exist/.test(words)
              ? 'differs'
              : 'other';
          found[kind].push(spec.title);
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return found;
}

async function checksAndUnitTests() {
  // Types: a failed type check counts as one failed check (incremental: .cache/tsc).
  countAsOne(await step('type check (tsc -b)', [bin('typescript', 'bin/tsc'), '-b']), 'type check');
  // The house rules: ESLint (cycles, what shared/ may import, hooks, no sleeps in tests) and Prettier; one check.
  const linted = await step('lint (ESLint)', [
    bin('eslint', 'bin/eslint.js'),
    '-c',
    'tests/lint/eslint.config.mjs',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    `${cache('eslint')}/`,
    '.',
  ]);
  const formatted = await step('format (Prettier)', [
    bin('prettier', 'bin/prettier.cjs'),
    '--check',
    '--log-level',
    'warn',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    cache('prettier'),
    '.',
  ]);
  countAsOne(linted && formatted, 'lint');
  const ok = await step('unit and integration tests (vitest)', [
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
  if (!ok || !vitest) problems.push('vitest');
}

await Promise.all([buildAndEndToEnd(), checksAndUnitTests()]);

if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
if (visualFailures && visualFailures.differs.length + visualFailures.setUp.length + visualFailures.other.length > 0) {
  const listed = (titles) => (titles.length ? ` (${titles.join('; ')})` : '');
  console.log(
    `Visual: ${visualFailures.differs.length} picture(s) differ from the baseline${listed(visualFailures.differs)}; ` +
      `${visualFailures.setUp.length} failed in set-up before any picture was compared${listed(visualFailures.setUp)}; ` +
      `${visualFailures.other.length} failed otherwise${listed(visualFailures.other)}`,
  );
}
const took = (name) => times.find(([step]) => step.startsWith(name))?.[1] ?? '-';
console.log(
  `\nStep times: type check ${took('type check')} s · lint ${took('lint')} s · format ${took('format')} s · vitest ${took('unit')} s · ` +
    `build ${took('build')} s · Playwright ${took('end-to-end')} s · whole run ${seconds(startedAt)} s ` +
    '(type check, lint, format and vitest ran beside the build and Playwright)',
);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length || totals.failed ? 1 : 0);
