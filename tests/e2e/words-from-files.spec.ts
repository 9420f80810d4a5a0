import { ghsTestGame } from '@shared/exchange/ghs/ghs-backup.fixture';
import { expect, test } from './fixture';
import { gh1Campaign } from './gh1-campaign';
import { atEachSize } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh1' });

/**
 * Issue 30: what a Gloomhaven Secretariat backup leaves behind is said in the screen's language
 * (the notes were English only), here German.
 */
test('a GHS backup imported on a German screen says in German what was not carried over', async ({ page, host, picture }) => {
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/`);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'ghs-game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(ghsTestGame())) });
  const outcome = page.getByTestId('import-outcome');
  await expect(outcome).toContainText('Nicht übernommen: geplünderte Schätze.');
  await expect(outcome).toContainText('Quiet Fern: Trefferpunkte, Erfahrung und Beute des laufenden Szenarios (Haven führt das nicht).');
  await expect(outcome).not.toContainText('Not carried over');
  await atEachSize(page, async (size) => picture(page, `ghs-notes-de-${size}`));
});

/** Issue 30, point 7: the shop says when an item adds −1 cards to its owner's modifier deck (gh.json's Hide Armor: two). */
for (const language of ['en', 'de'] as const) {
  test(`the shop names the −1 cards an item adds (${language})`, async ({ page, host, call, picture }) => {
    const campaignId = await gh1Campaign(call, 'Rüstung');
    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/campaign/${campaignId}/town`);
    const armor = page.getByTestId('shop-item-3');
    await expect(armor.getByTestId('item-minus-ones')).toHaveText(
      language === 'en'
        ? "Equipped: 2 −1 cards in its owner's attack modifier deck"
        : 'Ausgerüstet: 2 −1-Karten im Angriffsmodifikatorstapel seines Besitzers',
    );
    await expect(page.getByTestId('shop-item-1').getByTestId('item-minus-ones')).toHaveCount(0);
    await atEachSize(page, async (size) => {
      await armor.scrollIntoViewIfNeeded();
      await picture(page, `shop-${language}-${size}`);
    });
  });
}
