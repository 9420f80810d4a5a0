import { expect, test } from '@playwright/test';
import { HOST_ENV, makeFixture, SCREENS, type Fixture } from './catalog-screens';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';

/**
 * Issue 18: the screens of the catalog check in German, on tablets held both ways. German runs
 * about a third longer than English; no screen may scroll sideways. The pictures are in
 * test-results/screens/de-*.png for a person to look at.
 */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const;

let host: HostProcess;
let fixture: Fixture;

test.beforeAll(async () => {
  const dataDir = newDataDir();
  const first = await startHostProcess(dataDir);
  fixture = await makeFixture(first.url);
  await first.stop();
  host = await startHostProcess(dataDir, HOST_ENV);
});

test.afterAll(async () => {
  await host?.stop();
});

for (const screen of SCREENS) {
  test(`${screen.name} in German fits tablets without sideways scrolling`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    for (const { width, height } of SIZES) {
      await page.setViewportSize({ width, height });
      await page.goto(host.url);
      await page.goto(`${new URL(page.url()).origin}/${screen.path(fixture)}`);
      await screen.ready(page);
      await screen.open?.(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.screenshot({ path: `test-results/screens/de-${screen.name}-${width}x${height}.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${screen.name} at ${width}×${height}`,
      ).toBe(true);
      // No control runs out of its card: a long German label must wrap or move, not be cut at the edge.
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('button, a, input')].flatMap((el) => {
          const card = el.closest('.mantine-Card-root');
          const box = el.getBoundingClientRect();
          if (!card || box.width === 0) return [];
          const edge = card.getBoundingClientRect();
          return box.right > edge.right + 1 || box.left < edge.left - 1 ? [(el.textContent ?? '').trim() || el.tagName] : [];
        }),
      );
      expect(outside, `${screen.name} at ${width}×${height}: controls beyond their card`).toEqual([]);
    }
  });
}
