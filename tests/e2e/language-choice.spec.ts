import { expect, test } from '@playwright/test';
import { connectHost } from '../support/host-client';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';

/**
 * Issue 18: the language follows the system's by default, is chosen in the app, is remembered,
 * and switching needs no restart — the host's own words (history lines) follow at once too.
 */
test.use({ locale: 'de-DE' });

let host: HostProcess;
let campaignId: string;

test.beforeAll(async () => {
  host = await startHostProcess(newDataDir());
  const ws = await connectHost(host.url);
  try {
    const campaign = await ws.call('campaigns.create', { name: 'Gloom', edition: 'gh1', mode: 'campaign' });
    campaignId = campaign.state.id;
    await ws.call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId: 'brute', name: 'Grok', gold: 30 } });
  } finally {
    ws.close();
  }
});

test.afterAll(async () => {
  await host?.stop();
});

test("the system's language by default; a choice switches every word at once and is remembered", async ({ page }) => {
  await page.goto(host.url);
  // Nothing chosen yet: a German system gets German.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Kampagnen' })).toBeVisible();

  await page.goto(`${new URL(page.url()).origin}/#/campaign/${campaignId}/history`);
  await expect(page.getByText('Grok (Brute) hat sich der Gruppe angeschlossen')).toBeVisible();

  // A mark on the page: it survives the switch only if nothing reloaded.
  await page.evaluate(() => Object.assign(window, { havenMark: 'still here' }));
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The host's line is asked again in the new language.
  await expect(page.getByText('Grok the Brute joined the party')).toBeVisible();
  await expect(page.getByText('hat sich der Gruppe angeschlossen')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { havenMark?: string }).havenMark)).toBe('still here');

  // Remembered: a reload (or the next start) keeps English on a German system.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Grok the Brute joined the party')).toBeVisible();

  // Back to the system's language.
  await page.getByTestId('language-menu').click();
  await page
    .getByRole('menuitem', { name: /Deutsch/ })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Grok (Brute) hat sich der Gruppe angeschlossen')).toBeVisible();
});
