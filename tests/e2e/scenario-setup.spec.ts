import { expect, test } from '@playwright/test';
import { gh1Campaign } from './gh1-campaign';
import { hasPeerData, PEER_DATA_MISSING } from './peer-path';

test.use({ actionTimeout: 15_000 });

test("a campaign's play setup starts on its pack and lists its unlocked scenarios by number, all with a switch", async ({ page }) => {
  test.skip(!hasPeerData(), PEER_DATA_MISSING);
  test.setTimeout(180_000);
  const { host, campaignId } = await gh1Campaign(page, 'Barrow Diggers', async (call, campaignId) => {
    // Black Barrow is open from the start (the data's initial scenario).
    for (const [scenarioId, name] of [
      ['3', 'Inox Encampment'],
      ['2', 'Barrow Lair'],
    ]) {
      await call('campaigns.execute', { campaignId, command: { type: 'UnlockScenario', scenarioId, name } });
    }
    await call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId: 'brute', name: 'Grok', gold: 15 } });
  });
  try {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/campaign/${campaignId}/play`);
    await expect(page.getByRole('combobox', { name: 'Content pack' })).not.toHaveValue(/Demo/i);
    await expect(page.getByTestId('scenario-select')).toHaveValue('1 Black Barrow');
    await page.getByTestId('scenario-select').click();
    await expect(page.getByRole('option')).toHaveText([
      '1 Black Barrow',
      '2 Barrow Lair',
      '3 Inox Encampment',
      // The random dungeon is always on offer and never advances the campaign (1st ed. rulebook p. 50).
      'Random Dungeon',
      'Ad hoc: choose monster types',
    ]);
    await page.keyboard.press('Escape');
    // The party is named with its classes as the content names them, not by their ids.
    await expect(page.getByRole('checkbox', { name: 'Grok — Brute, level 1' })).toBeChecked();
    for (const [width, height] of [
      [1024, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `test-results/screens/setup-unlocked-${width}x${height}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    // Casual play: every scenario of the pack, in book order.
    await page.getByRole('switch', { name: 'Show all scenarios (casual play)' }).check();
    await page.getByTestId('scenario-select').click();
    await expect(page.getByRole('option').nth(3)).toHaveText('4 Crypt of the Damned');
  } finally {
    await host.stop();
  }
});
