import { expect, test, type Page } from '@playwright/test';
import { connectHost } from '../support/host-client';
import { placeFoundersTiles } from './catalog-screens';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';
import { pictureOf } from './pictures';

/**
 * Issue 18: a German Founders game names the rulebook's resources in German and its tiles by
 * resource and number ("Maschinen 2"), never by their English ids, on every tab, on tablets held
 * both ways. The pictures are test-results/screens/founders-de-*.png for a person to look at.
 */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const;
const TABS = ['Spielplan', 'Bauen', 'Liefern', 'Ressourcen', 'Verlauf'];

let host: HostProcess;
let gameId: string;

test.beforeAll(async () => {
  host = await startHostProcess(newDataDir());
  const { call, close } = await connectHost(host.url);
  try {
    const game = await call('founders.create', {
      name: 'Donnerstag',
      players: [
        { colour: 'White', race: 'Human' },
        { colour: 'Purple', race: 'Quatryl' },
      ],
    });
    gameId = game.id as string;
    // The catalog check's board: basics, two machinery tiles built from them, a prestige building.
    await placeFoundersTiles(call, gameId, 'Zunfthaus');
  } finally {
    close();
  }
});

test.afterAll(async () => {
  await host?.stop();
});

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test('a German Founders game names resources and tiles in German on every tab, at tablet sizes', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  for (const { width, height } of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto(host.url);
    await page.goto(`${new URL(page.url()).origin}/#/founders/${gameId}`);
    await expect(page.getByTestId('score-track')).toBeVisible();
    for (const tab of TABS) {
      await openTab(page, tab);
      if (tab === 'Bauen') {
        await page.getByRole('combobox', { name: 'Zu bauende Ressource' }).click();
        await page.getByRole('option', { name: 'Maschinen (Stufe 2)', exact: true }).click();
        await page.getByRole('combobox', { name: 'Metall-Plättchen (1 aufgedruckt)' }).click();
        await page.getByRole('option', { name: 'Metall 2 · Purple', exact: true }).click();
        await expect(page.getByLabel('Kennung des neuen Plättchens')).toHaveAttribute('placeholder', 'Maschinen 3');
      }
      if (tab === 'Liefern') {
        await page.getByRole('combobox', { name: 'Geliefertes Ressourcenplättchen' }).click();
        await page.getByRole('option', { name: 'Maschinen 2 · Purple', exact: true }).click();
        await expect(page.getByTestId('payout-breakdown')).toContainText('Metall (Metall 2)');
      }
      await pictureOf(page, `founders-de-${tab}-${width}x${height}`, { fullPage: true });
      const text = await page.locator('main').innerText();
      expect(text, tab).not.toMatch(/\b(metal|knowledge|machinery)\b|machinery-2|metal-1/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${tab} at ${width}×${height}`).toBe(
        true,
      );
    }
    await openTab(page, 'Spielplan');
    await expect(page.getByTestId('tiles-Purple')).toContainText('Maschinen 2 ← Metall 2 + Wissen 2');
    await expect(page.getByTestId('building-guild')).toContainText('Maschinen');
    await openTab(page, 'Verlauf');
    await expect(page.getByTestId('founders-history-entry').first()).toContainText('Zunfthaus');
    await expect(page.getByTestId('founders-history-entry').nth(1)).toContainText('Purple hat Maschinen gebaut (Plättchen Maschinen 2)');
  }
});

test('the German game list and new-game form at 768 px: "Löschen" on one line, the rulebook resources in German', async ({ page }) => {
  // A long name and four players fill the card's row: the button must keep its word whole.
  const { call, close } = await connectHost(host.url);
  try {
    await call('founders.create', {
      name: 'Donnerstagsrunde im Gasthaus zum Schlafenden Löwen am Marktplatz',
      players: ['White', 'Purple', 'Green', 'Orange'].map((colour) => ({ colour, race: 'Human' })),
    });
  } finally {
    close();
  }
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(host.url);
  await page.goto(`${new URL(page.url()).origin}/#/founders`);
  const card = page.getByTestId('founders-game-card').filter({ hasText: 'Schlafenden' });
  const remove = card.getByRole('button', { name: 'Löschen' });
  await expect(remove).toBeVisible();
  // The label fits its button: nothing cut off.
  expect(
    await remove.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      return label.scrollWidth <= label.clientWidth;
    }),
  ).toBe(true);
  await expect(page.getByText('Die Ressourcen, die das Regelheft nennt (7 Grundressourcen, Maschinen,')).toBeVisible();
  await pictureOf(page, 'founders-de-list-768x1024', { fullPage: true });
});
