import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty, monstersFirstAndDrawn, startBlackBarrow } from './party';
import { atEachSize } from './pictures';
import { brokenWords } from './word-breaks';

test.use({ data: 'gh1', seed: 29 });

/** A laptop, both tablets and a phone (issue 29). */
const SIZES = [
  [1280, 800],
  [1024, 768],
  [768, 1024],
  [360, 740],
] as const;

/**
 * Issue 29, "NORMA L" at 768×1024: Black Barrow's Bandit Guards, normal and elite on the map, with
 * this round's ability card drawn, so the card is worked out for each rank beside its name. Neither
 * the stat card's headings nor the ability card's ranks break a word, in English or in German.
 */
for (const language of ['en', 'de'] as const)
  test(`the monster cards' ranks and headings stay whole words in ${language === 'en' ? 'English' : 'German'}`, async ({
    page,
    host,
    call,
    picture,
  }) => {
    const {
      campaignId,
      characterIds: [ada, bo],
    } = await createParty(call, { name: 'Ranks', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
    const { sessionId, exec } = await startBlackBarrow(call, campaignId, [ada, bo]);
    await monstersFirstAndDrawn(exec, ada, bo);

    await page.addInitScript((chosen) => localStorage.setItem('haven-language', chosen), language);
    await page.goto(`${host.url}/#/play/${sessionId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const guards = page.getByTestId('monster-group-bandit-guard');
    await atEachSize(
      page,
      async (size) => {
        // A phone shows one part of the play screen at a time: the monsters' part holds the cards.
        if (size === '360x740') await page.getByTestId('play-part-monsters').click();
        await expect(guards.getByTestId('actions-bandit-guard-normal')).toBeVisible();
        await expect(guards.getByTestId('actions-bandit-guard-elite')).toBeVisible();
        await guards.scrollIntoViewIfNeeded();
        await picture(page, `${language}-${size}`, { fullPage: true });
        expect(await brokenWords(page), size).toEqual([]);
      },
      SIZES,
    );
  });
