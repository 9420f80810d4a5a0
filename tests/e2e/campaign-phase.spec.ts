import { expect, test, type Page } from './fixture';
import type { TakePicture } from './pictures';

test.use({ actionTimeout: 15_000, seed: 31 });

const SIZES = [
  [1024, 768],
  [768, 1024],
  [1440, 900],
] as const;

/** Each size, never scrolling sideways; pictures for a person only under HAVEN_SHOTS. */
async function atEachSize(page: Page, picture: TakePicture, name: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await picture(page, `${name}-${width}x${height}`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

/**
 * Issue 31, "where the party is decides what it may do": a 2nd-edition party back in town after a
 * scenario sees that the City Phase's city event comes first, the new-character form says why it
 * waits, and after the event a level earned holds the party in town until it is taken.
 */
for (const language of ['en', 'de'] as const) {
  test(`the campaign's phase is said on the screens (${language})`, async ({ page, host, call, picture }) => {
    const campaign = await call('campaigns.create', { name: 'City Phase', edition: 'gh2' });
    const campaignId = campaign.state.id as string;
    const run = (command: object) => call('campaigns.execute', { campaignId, command });
    await run({ type: 'CreateCharacter', characterId: 'ana', classId: 'Bruiser', name: 'Ana', gold: 30 });
    await run({ type: 'UnlockScenario', scenarioId: '1', name: 'Bandit Camp' });
    await run({ type: 'UnlockScenario', scenarioId: '2', name: 'Stone Road' });
    await run({ type: 'AddEventCards', deck: 'city', cardIds: ['1', '2'] });
    await run({
      type: 'ApplyScenarioSettlement',
      scenarioId: '1',
      outcome: 'success',
      characters: [{ characterId: 'ana', experience: 50, gold: 10, checkmarks: 0 }],
    });
    await run({ type: 'ReturnToTown' });

    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
    await expect(page.getByTestId('city-phase-step')).toHaveText(
      language === 'en'
        ? 'City Phase: the city event comes first; levelling up, the shop, donations, enhancements, new characters and retirements follow in downtime.'
        : 'Stadtphase: Zuerst kommt das Stadtereignis; Stufenaufstiege, Laden, Spenden, Verbesserungen, neue Charaktere und Ruhestand folgen in der Freizeit.',
    );
    // Levelling up waits for the event too: no button for it yet.
    await expect(page.getByTestId('level-up')).toHaveCount(0);
    await atEachSize(page, picture, `${language}-city-event-first`);

    await page.goto(`${host.url}/#/campaign/${campaignId}/characters`);
    await expect(page.getByTestId('phase-note')).toContainText(
      language === 'en' ? 'The City Phase begins with its city event' : 'Die Stadtphase beginnt mit ihrem Stadtereignis',
    );
    await atEachSize(page, picture, `${language}-new-character-waits`);

    // The city event drawn and resolved: downtime, and the level Ana earned keeps the party in town.
    await run({ type: 'DrawEvent', deck: 'city' });
    await run({ type: 'ResolveEvent', option: 'A', effects: {}, disposition: 'return' });
    await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
    await expect(page.getByTestId('levels-before-leaving')).toHaveText(
      language === 'en'
        ? 'Before the party leaves Gloomhaven: Ana takes level 2.'
        : 'Bevor die Gruppe Gloomhaven verlässt: Ana steigt auf Stufe 2 auf.',
    );
    await expect(page.getByTestId('travel')).toBeDisabled();
    await atEachSize(page, picture, `${language}-level-before-leaving`);
    await page.getByTestId('level-up').click();
    await expect(page.getByTestId('levels-before-leaving')).toHaveCount(0);
    await expect(page.getByTestId('city-phase-step')).toContainText(language === 'en' ? 'downtime' : 'Freizeit');
  });
}
