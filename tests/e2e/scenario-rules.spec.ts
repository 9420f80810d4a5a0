import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty } from './party';

test.use({ data: 'gh1', seed: 29 });

/**
 * Barrow Lair with Gloomhaven Secretariat's data (issue 29): its rule puts three curses into every
 * character's deck at the start, the decks show them, and the play screen lists the goal and the
 * rule in words, saying that Haven applies it, in English and German, at every size.
 */
test("Barrow Lair's curses are in every deck, and its rule reads on the play screen", async ({ page, host, call, picture }) => {
  const { campaignId, characterIds } = await createParty(call, { name: 'Lair', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '2', characterIds });

  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${host.url}/#/play/${session.id as string}`);
    const rule = page.getByTestId('scenario-rule-1');
    await expect(rule).toContainText('At the start of round 1: every character shuffles 3 curse cards into their attack modifier deck.');
    await expect(rule).toContainText('Haven applies this');
    await expect(page.getByTestId('scenario-goal')).toHaveText('The scenario book tells this scenario’s goal.');
    if (width > 360) for (const id of characterIds) await expect(page.getByTestId(`curses-${id}`)).toHaveText('3');
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await picture(page, `${width}x${height}`, { fullPage: true });
  }

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.evaluate(() => localStorage.setItem('haven-language', 'de'));
  await page.reload();
  await expect(page.getByTestId('scenario-rule-1')).toContainText('Zu Beginn von Runde 1: jeder Charakter mischt 3 Fluchkarten');
  await expect(page.getByTestId('scenario-rule-1')).toContainText('Haven wendet das an');
  await picture(page, 'de-1024x768', { fullPage: true });
});
