import type { Browser, Page } from '@playwright/test';
import { SCREENS, type CheckedScreen } from './catalog-screens';
import { expect, test, type HavenWorkerFixtures } from './fixture';
import { afterTwoFrames } from './frames';
import type { TakePicture } from './pictures';

/**
 * Issue 18: the screens of the catalog check in German, on tablets held both ways and on desktop
 * screens; the ones played from a phone (the play screen, the character sheet) on a phone too.
 * German runs about a third longer than English; no screen may scroll sideways. The tablets and the
 * phone are used by touch, where the table's controls must keep 44 px.
 *
 * Each screen is loaded once per input kind and checked at every size of that kind by resizing the
 * window (issue 25: the same checks for about half the loads); the first size of each kind is a
 * fresh load, which keeps the layout of a first load covered. The phone, whose screens open other
 * parts first, is a load of its own. Pictures: HAVEN_SHOTS=1 (test-results/screens/german-screens-*).
 */
const BY_TOUCH = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];
const BY_MOUSE = [
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];
const PHONE = [{ width: 360, height: 740 }];

/** One input kind: the screen opened at the first size, then resized to each of the others; every size checked. */
async function checkSizes(
  browser: Browser,
  { host, fixture }: HavenWorkerFixtures['screens'],
  screen: CheckedScreen,
  sizes: Array<{ width: number; height: number }>,
  byTouch: boolean,
  picture: TakePicture,
): Promise<void> {
  const context = await browser.newContext({
    viewport: sizes[0],
    hasTouch: byTouch,
    isMobile: byTouch,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.goto(host.url);
    await page.goto(`${new URL(page.url()).origin}/${screen.path(fixture)}`);
    await screen.ready(page);
    await screen.open?.(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (const [index, size] of sizes.entries()) {
      if (index > 0) await page.setViewportSize(size);
      await afterTwoFrames(page);
      await checkOneSize(page, screen, `${size.width}×${size.height}`, byTouch);
      // A tap may have scrolled the page: from the top, the fixed header stays where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await picture(page, `${screen.name}-${size.width}x${size.height}`, { fullPage: true });
    }
  } finally {
    await context.close();
  }
}

async function checkOneSize(page: Page, screen: CheckedScreen, size: string, byTouch: boolean): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${screen.name} at ${size}`).toBe(true);
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
  expect(outside, `${screen.name} at ${size}: controls beyond their card`).toEqual([]);
  // No label broken letter by letter: a button's label may wrap between its words, and break
  // a word once, but never runs over more lines than it has words and one more.
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Button-label')].flatMap((el) => {
      const text = (el.textContent ?? '').trim();
      const style = getComputedStyle(el);
      const height = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      if (text === '' || height <= 0) return [];
      const lines = Math.round(height / parseFloat(style.lineHeight));
      return lines > text.split(/\s+/).length + 1 ? [`"${text}" on ${lines} lines`] : [];
    }),
  );
  expect(broken, `${screen.name} at ${size}: labels broken apart`).toEqual([]);
  // By touch, the controls of the screens played at the table (the header, the play screen, the
  // character sheet, their menus and drawers) stay 44 px each way however long the German label.
  if (!byTouch) return;
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '.haven-touch button, .haven-touch a[href], .haven-touch input:not([type="checkbox"]):not([type="radio"])',
      ),
    ].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return [];
      return box.width < 44 || box.height < 44
        ? [
            `${(el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`,
          ]
        : [];
    }),
  );
  expect(small, `${screen.name} at ${size} by touch: controls under 44 px`).toEqual([]);
}

for (const screen of SCREENS) {
  test(`${screen.name} in German fits tablets and desktops without sideways scrolling`, async ({ browser, picture, screens }) => {
    await checkSizes(browser, screens, screen, BY_TOUCH, true, picture);
    if (screen.onPhone) await checkSizes(browser, screens, screen, PHONE, true, picture);
    await checkSizes(browser, screens, screen, BY_MOUSE, false, picture);
  });
}
