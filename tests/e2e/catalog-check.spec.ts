import { expectAllFromCatalog, usePseudoLanguage } from './catalog-check';
import { SCREENS } from './catalog-screens';
import { test } from './fixture';
import { watchHostRequests } from './host-answers';

/**
 * Issue 18: every screen in the list is opened in the pseudo language, and any visible text that
 * did not come from the catalog fails the test, naming the text and where it is.
 */
for (const screen of SCREENS) {
  test(`${screen.name} shows only words from the catalog`, async ({ page, screens: { host, fixture } }) => {
    await usePseudoLanguage(page);
    const requests = watchHostRequests(page);
    await page.goto(host.url);
    await page.goto(`${new URL(page.url()).origin}/${screen.path(fixture)}`);
    await screen.ready(page);
    await screen.open?.(page);
    await expectAllFromCatalog(page, requests, screen.name, screen.data);
  });
}
