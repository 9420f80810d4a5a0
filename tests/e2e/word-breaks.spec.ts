import { SCREENS } from './catalog-screens';
import { expect, test } from './fixture';
import { afterTwoFrames } from './frames';
import { brokenWords } from './word-breaks';

/**
 * Issue 29: no button, tab or badge of the play screen, the board or the campaign's screens breaks
 * a word in two (or cuts one off) at a laptop's and the tablets' sizes and on a phone, in English or in German (a label wraps between
 * its words, or is shorter). Each screen is loaded once per language and resized to each size.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 600, height: 900 },
  { width: 480, height: 800 },
  { width: 360, height: 740 },
];
const CHECKED = [
  'play-card-selection',
  'play-turns',
  'play-board',
  'scenario-setup',
  'campaign-party',
  'campaign-scenarios',
  'campaign-characters',
  'campaign-town',
  'character-sheet',
];

test.use({ actionTimeout: 15_000 });

for (const language of ['en', 'de'] as const)
  for (const screen of SCREENS.filter((s) => CHECKED.includes(s.name)))
    test(`${screen.name} in ${language === 'en' ? 'English' : 'German'} breaks no word of a control from a laptop to a phone`, async ({
      browser,
      screens: { host, fixture },
      picture,
    }) => {
      const context = await browser.newContext({ viewport: SIZES[0], hasTouch: true, isMobile: true });
      try {
        const page = await context.newPage();
        await page.addInitScript((chosen) => localStorage.setItem('haven-language', chosen), language);
        await page.goto(host.url);
        await page.goto(`${new URL(page.url()).origin}/${screen.path(fixture)}`);
        await screen.ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await afterTwoFrames(page);
          await picture(page, `${screen.name}-${language}-${size.width}x${size.height}`, { fullPage: true });
          expect(await brokenWords(page), `${size.width}×${size.height}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
