import type { Page } from '@playwright/test';
import type { Fixture } from '../catalog-screens';
import { expect, test } from '../fixture';
import { afterTwoFrames } from '../frames';
import { settingUp } from '../set-up';

/**
 * The few screens whose look matters, compared with the pictures committed beside this file
 * (baselines/): the play screen at the table on a tablet and on a phone, the character sheet on a
 * tablet held upright, the campaign's party and the Monster AI board on a desktop. Same Debian
 * Chromium, motion off, caret hidden, a small tolerance (tests/playwright.config.ts); the data is
 * the screens' fixture, dealt from a pinned seed. After a change that is meant:
 *   npx playwright test -c tests/playwright.config.ts --project visual --update-snapshots
 * and look at the new pictures before committing them.
 */
interface Look {
  name: string;
  path: (fixture: Fixture) => string;
  size: { width: number; height: number };
  byTouch: boolean;
  /** Waits until the screen shows its data. */
  ready: (page: Page) => Promise<void>;
}

const shown = (id: string) => async (page: Page) => {
  await expect(page.getByTestId(id).first()).toBeVisible();
};

const LOOKS: Look[] = [
  {
    name: 'play-turns-tablet-1024x768',
    path: (fixture) => `#/play/${fixture.turnsSessionId}`,
    size: { width: 1024, height: 768 },
    byTouch: true,
    ready: shown('turn-order'),
  },
  {
    name: 'play-turns-phone-360x740',
    path: (fixture) => `#/play/${fixture.turnsSessionId}`,
    size: { width: 360, height: 740 },
    byTouch: true,
    ready: shown('turn-order'),
  },
  {
    name: 'character-sheet-tablet-768x1024',
    path: (fixture) => `#/campaign/${fixture.campaignId}/character/${fixture.sheetCharacterId}`,
    size: { width: 768, height: 1024 },
    byTouch: true,
    ready: async (page) => {
      await expect(page.getByTestId('perk-list')).toBeVisible();
      await expect(page.getByTestId('equipment')).toContainText('Reed Sandals');
    },
  },
  {
    name: 'campaign-party-desktop-1280x800',
    path: (fixture) => `#/campaign/${fixture.campaignId}/party`,
    size: { width: 1280, height: 800 },
    byTouch: false,
    ready: shown('whereabouts'),
  },
  {
    name: 'play-board-desktop-1280x800',
    path: (fixture) => `#/play/${fixture.boardSessionId}/board`,
    size: { width: 1280, height: 800 },
    byTouch: false,
    ready: async (page) => {
      await expect(page.getByTestId('standee-turn')).toBeVisible();
      await expect(page.getByTestId('automaton-explanation')).toBeVisible();
    },
  },
];

for (const look of LOOKS) {
  test(`${look.name} looks as it did`, async ({ browser, screens: { host, fixture } }) => {
    const context = await browser.newContext({ viewport: look.size, hasTouch: look.byTouch, isMobile: look.byTouch, colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      // A screen that never shows its data fails as a set-up, apart from a picture that differs.
      await settingUp(`the screen ${look.name} showing its data`, async () => {
        await page.goto(host.url);
        await page.goto(`${new URL(page.url()).origin}/${look.path(fixture)}`);
        await look.ready(page);
        await afterTwoFrames(page);
      });
      // What changes from run to run: dates (a campaign's start, the history's days).
      const mask = [page.getByTestId('campaign-dates'), page.getByTestId('history-entry'), page.locator('time')];
      // What the window shows, as a person sees the screen first.
      await expect(page).toHaveScreenshot(`${look.name}.png`, { mask });
    } finally {
      await context.close();
    }
  });
}
