/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Browser } from '@playwright/test';
import { expect, test, type HavenWorkerFixtures, type Page } from './fixture';
import { afterTwoFrames } from './frames';

/**
 * The live board's layout (issue 29, "Board words", and the follow-up of issue 27): the board in
 * view beside the figure list the stamp picker pushes down, the app's header never over a hex,
 * every target a finger wide by touch, and on a tablet held upright the automaton's answer beside
 * the board (issue 30, point 11). The screens' board session (catalog-screens.ts): the demo
 * scenario, a room drawn by hand (so the stamp picker shows), the elite Thornling's turn played.
 */
type Size = { width: number; height: number };
const LAPTOP: Size = { width: 1280, height: 800 };
const LANDSCAPE: Size = { width: 1024, height: 768 };
const PORTRAIT: Size = { width: 768, height: 1024 };
const PHONE: Size = { width: 360, height: 740 };

async function openBoard(browser: Browser, { host, fixture }: HavenWorkerFixtures['screens'], size: Size, isTouch: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: size, hasTouch: isTouch, isMobile: isTouch });
  const page = await context.newPage();
  await page.goto(host.url);
  await page.goto(`${new URL(page.url()).origin}/#/play/${fixture.boardSessionId}/board`);
  await expect(page.getByTestId('standee-turn')).toBeVisible();
  await expect(page.getByTestId('automaton-result')).toBeVisible();
  await expect(page.locator('[data-hex]').first()).toBeAttached();
  await afterTwoFrames(page);
  return page;
}

/** `look` at the board session opened at `size` (by touch or by mouse) in a browser context of its own, closed after. */
async function onBoard(
  browser: Browser,
  screens: HavenWorkerFixtures['screens'],
  size: Size,
  isTouch: boolean,
  look: (page: Page) => Promise<void>,
): Promise<void> {
  const page = await openBoard(browser, screens, size, isTouch);
  try {
    await look(page);
  } finally {
    await page.context().close();
  }
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the window shows the header, the board's surface and the other parts now (window coordinates). */
function boxes(page: Page) {
  return page.evaluate(() => {
    const boxOf = (selector: string): Box | null => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const { top, bottom, left, right } = el.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    return {
      header: boxOf('header')!,
      board: boxOf('[data-testid="hex-board"]')!,
      figures: boxOf('[data-testid="session-figures"]'),
      answer: boxOf('[data-testid="automaton-result"]'),
      window: { top: 0, bottom: window.innerHeight, left: 0, right: window.innerWidth },
    };
  });
}

/** True when `inner` lies wholly between the header's bottom and the window's bottom. */
const isShownBelow = (inner: Box, header: Box, height: number) => inner.top >= header.bottom - 0.5 && inner.bottom <= height + 0.5;

for (const [size, isTouch] of [
  [LAPTOP, false],
  [LANDSCAPE, true],
] as const) {
  test(`at ${size.width}×${size.height} the board stays in view beside the figure list the stamp picker pushed down`, async ({
    browser,
    screens,
    picture,
  }) => {
    await onBoard(browser, screens, size, isTouch, async (page) => {
      await expect(page.getByTestId('stamp-picker')).toBeVisible();
      const first = await boxes(page);
      // The case of the report: the figure list starts below the fold, under the stamp picker.
      expect(first.figures!.bottom).toBeGreaterThan(first.window.bottom);
      await picture(page, `sticky-top-${size.width}x${size.height}`);
      await page.getByTestId('session-figures').scrollIntoViewIfNeeded();
      await afterTwoFrames(page);
      const scrolled = await boxes(page);
      await picture(page, `sticky-figures-${size.width}x${size.height}`);
      expect(isShownBelow(scrolled.figures!, scrolled.header, scrolled.window.bottom), 'the figure list is in view').toBe(true);
      expect(
        isShownBelow(scrolled.board, scrolled.header, scrolled.window.bottom),
        'the whole board is in view with it, below the header',
      ).toBe(true);
    });
  });
}

for (const size of [LANDSCAPE, PORTRAIT, PHONE])
  test(`at ${size.width}×${size.height} the header never covers the board: scrolled to from below, the board lands under it`, async ({
    browser,
    screens,
  }) => {
    await onBoard(browser, screens, size, true, async (page) => {
      // From the foot of the page, the board is brought back as the specs' taps and the browser's
      // own scrolling bring a target into view (the nearest edge).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await afterTwoFrames(page);
      await page.evaluate(() =>
        document.querySelector('[data-testid="hex-board"]')!.scrollIntoView({ block: 'nearest', behavior: 'instant' }),
      );
      await afterTwoFrames(page);
      const { header, board } = await boxes(page);
      expect(board.top, 'the board starts below the header').toBeGreaterThanOrEqual(header.bottom - 0.5);
    });
  });

for (const size of [LANDSCAPE, PORTRAIT])
  test(`at ${size.width}×${size.height} by touch every target of the board is a finger wide: its buttons and its hexes`, async ({
    browser,
    screens,
    picture,
  }) => {
    await onBoard(browser, screens, size, true, async (page) => {
      await page.getByRole('button', { name: 'Fit the board' }).click();
      await afterTwoFrames(page);
      await picture(page, `touch-${size.width}x${size.height}`, { fullPage: true });
      const small = await page.getByTestId('scenario-board').evaluate((root) =>
        [...root.querySelectorAll('button, a[href], input:not([type="hidden"])')]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
          .map(
            ({ el, box }) =>
              `"${el.textContent?.trim() || el.getAttribute('aria-label')}" ${Math.round(box.width)}×${Math.round(box.height)} px`,
          ),
      );
      expect(small, 'targets under 44 px').toEqual([]);
      // A hex, fitted to the board, is at least 44 px across each way (its box on screen).
      const hex = await page
        .locator('[data-hex]')
        .first()
        .evaluate((el) => {
          const { width, height } = el.getBoundingClientRect();
          return Math.min(width, height);
        });
      expect(hex).toBeGreaterThanOrEqual(44);
    });
  });

test("at 768×1024 the automaton's answer is where the board is: beside it, on screen with it (issue 30, point 11)", async ({
  browser,
  screens,
  picture,
}) => {
  await onBoard(browser, screens, PORTRAIT, true, async (page) => {
    await page.getByTestId('hex-board').scrollIntoViewIfNeeded();
    await afterTwoFrames(page);
    await picture(page, 'answer-768x1024');
    const { header, board, answer, window: view } = await boxes(page);
    expect(isShownBelow(board, header, view.bottom), 'the board is in view').toBe(true);
    // Beside the board (to its right, level with it), and its first line on screen with it.
    expect(answer!.left).toBeGreaterThanOrEqual(board.right - 0.5);
    expect(answer!.top).toBeLessThan(board.bottom);
    expect(answer!.top).toBeGreaterThanOrEqual(header.bottom - 0.5);
  });
});
