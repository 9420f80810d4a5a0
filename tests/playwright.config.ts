import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the real UI in Debian's Chromium (never a downloaded browser) against
 * the bundled host in browser mode. Each test gets its own host on its own data folder from the
 * fixture (tests/e2e/fixture.ts; docs/ARCHITECTURE.md, "How to write an end-to-end test").
 *
 * Two projects: `e2e`, the behaviour, and `visual`, the few screens whose look is compared with a
 * committed picture (tests/e2e/visual, baselines in tests/e2e/visual/baselines;
 * `--update-snapshots` writes them after a change that is meant).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  workers: 1,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The same Debian Chromium on the same kind of machine: a small tolerance for anti-aliasing,
    // motion off, the caret hidden; each test masks what changes from run to run (dates).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002, threshold: 0.2 },
  },
  snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
  globalSetup: './e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '../.reports/playwright.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    // The specs read the English words; Haven follows the browser's language (issue 18).
    locale: 'en-US',
    // Motion off: Mantine's transitions (respectReducedMotion in the theme) take no time, so a test
    // never waits for a fade.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.HAVEN_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'e2e', testIgnore: 'visual/**' },
    { name: 'visual', testMatch: 'visual/**/*.spec.ts' },
  ],
});
