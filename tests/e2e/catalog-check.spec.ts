import { test } from '@playwright/test';
import { expectAllFromCatalog, usePseudoLanguage } from './catalog-check';
import { HOST_ENV, makeFixture, SCREENS, type Fixture } from './catalog-screens';
import { watchHostRequests } from './host-answers';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';

/**
 * Issue 18: every screen in the list is opened in the pseudo language, and any visible text that
 * did not come from the catalog fails the test, naming the text and where it is.
 */
let host: HostProcess;
let fixture: Fixture;

test.beforeAll(async () => {
  const dataDir = newDataDir();
  const first = await startHostProcess(dataDir);
  fixture = await makeFixture(first.url);
  await first.stop();
  // The next start is the day's first open of an existing file: it writes a backup to list.
  host = await startHostProcess(dataDir, HOST_ENV);
});

test.afterAll(async () => {
  await host?.stop();
});

for (const screen of SCREENS) {
  test(`${screen.name} shows only words from the catalog`, async ({ page }) => {
    await usePseudoLanguage(page);
    const requests = watchHostRequests(page);
    await page.goto(host.url);
    await page.goto(`${new URL(page.url()).origin}/${screen.path(fixture)}`);
    await screen.ready(page);
    await screen.open?.(page);
    await expectAllFromCatalog(page, requests, screen.name, screen.data);
  });
}
