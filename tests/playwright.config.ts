import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the real UI in Debian's Chromium (never a downloaded browser) against
 * the host in browser mode. Each test starts and restarts its own host on its own data folder.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '../.reports/playwright.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    // The specs read the English words; Haven follows the browser's language (issue 18).
    locale: 'en-US',
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
});
