import { expect, test } from '@playwright/test';
import { HOST_ENV, makeFixture, SCREENS, type Fixture } from './catalog-screens';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';

/**
 * Issue 18: the screens of the catalog check in German, on tablets held both ways and on desktop
 * screens; the ones played from a phone (the play screen, the character sheet) on a phone too.
 * German runs about a third longer than English; no screen may scroll sideways. The tablets and the
 * phone are used by touch, where the table's controls must keep 44 px. The pictures are in
 * test-results/screens/de-*.png (or HAVEN_SHOTS) for a person to look at.
 */
const SIZES = [
  { width: 1024, height: 768, byTouch: true },
  { width: 768, height: 1024, byTouch: true },
  { width: 1440, height: 900, byTouch: false },
  { width: 1920, height: 1080, byTouch: false },
] as const;
const PHONE = { width: 360, height: 740, byTouch: true } as const;
const SHOTS = process.env.HAVEN_SHOTS ?? 'test-results/screens';

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
  test(`${screen.name} in German fits tablets and desktops without sideways scrolling`, async ({ browser }) => {
    // Four or five sizes, each opened anew; the tablets by touch.
    test.setTimeout(180_000);
    for (const { width, height, byTouch } of screen.onPhone ? [...SIZES, PHONE] : SIZES) {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: byTouch, isMobile: byTouch });
      try {
        const page = await context.newPage();
        await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
        await page.goto(host.url);
        await page.goto(`${new URL(page.url()).origin}/${screen.path(fixture)}`);
        await screen.ready(page);
        await screen.open?.(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        // A tap may have scrolled the page: from the top, the fixed header stays where it belongs.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/de-${screen.name}-${width}x${height}.png`, fullPage: true });
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
        expect(broken, `${screen.name} at ${width}×${height}: labels broken apart`).toEqual([]);
        // By touch, the controls of the screens played at the table (the header, the play screen, the
        // character sheet, their menus and drawers) stay 44 px each way however long the German label.
        if (byTouch) {
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
          expect(small, `${screen.name} at ${width}×${height} by touch: controls under 44 px`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }
  });
}
