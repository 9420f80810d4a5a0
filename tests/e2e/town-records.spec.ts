import { expect, test } from './fixture';

test.use({ actionTimeout: 15_000 });

/**
 * Issue 31: a 1st-edition campaign's first retirement opens the sealed Town Records book (1st ed.
 * rulebook p. 40); the screen where the character retired says so, in the reader's language.
 */
const cases = [
  { language: 'en', size: { width: 1024, height: 768 }, title: 'Open the Town Records book', retire: 'Retire' },
  { language: 'de', size: { width: 768, height: 1024 }, title: 'Öffnet das Buch der Stadtchronik', retire: 'In den Ruhestand' },
] as const;

for (const { language, size, title, retire } of cases) {
  test(`the first retirement says to open the Town Records book (${language})`, async ({ page, host, call, picture }) => {
    const campaign = await call('campaigns.create', { name: 'Records', edition: 'gh1' });
    const campaignId = campaign.state.id as string;
    const run = (command: object) => call('campaigns.execute', { campaignId, command });
    await run({ type: 'CreateCharacter', characterId: 'ana', classId: 'Brute', name: 'Ana', gold: 30, personalQuest: '999 Far Away' });

    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize(size);
    await page.goto(`${host.url}/#/campaign/${campaignId}/character/ana`);
    await page.getByTestId('retire').click();
    await page.getByRole('dialog').getByRole('checkbox').check();
    await page.getByRole('dialog').getByRole('button', { name: retire, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('town-records')).toContainText(title);
    // Pictures for a person (HAVEN_SHOTS=1) at desktop, tablet and phone sizes; the notice never scrolls sideways.
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
      [768, 1024],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('town-records').scrollIntoViewIfNeeded();
      await picture(page, `town-records-${language}-${width}x${height}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
}
