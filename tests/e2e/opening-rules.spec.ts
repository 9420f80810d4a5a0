import { expect, test } from './fixture';
import { adaTheBrute } from './gh1-campaign';
import { atEachSize } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh1' });

/**
 * The rules Haven applied as it set a scenario up are the history's first line (issue 29): Barrow
 * Lair's curses are in every deck from the start, and the history drawer says so in the reader's
 * language, before any step is played.
 */
test("Barrow Lair's history starts with the curses Haven shuffled in at the setup, in German", async ({ page, host, call, picture }) => {
  // A casual campaign plays Barrow Lair without its requirements.
  const campaign = await call('campaigns.create', { name: 'Eröffnung', edition: 'gh1', mode: 'casual' });
  const campaignId = campaign.state.id as string;
  await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['ghs-gh1'] } });
  await call('campaigns.execute', { campaignId, command: adaTheBrute('510 Seeker of Xorn') });
  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '2', characterIds: ['ada'] });
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${session.id}`);
  await expect(page.getByTestId('turn-order')).toBeVisible();
  await page.getByTestId('open-history').click();
  await expect(page.getByTestId('history')).toContainText(
    'Szenario aufgebaut. Zu Beginn angewendete Szenarioregel: jeder Charakter mischt 3 Fluchkarten in sein Angriffsmodifikatordeck',
  );
  await atEachSize(page, async (size) => {
    await expect(page.getByTestId('history')).toBeVisible();
    await picture(page, `history-${size}`);
  });
});
