import { expect, test, type Page } from '@playwright/test';
import { closeSync, openSync, readFileSync, ftruncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasPeerData, PEER_DATA_MISSING, peerPath } from './peer-path';
import { newDataDir, startHostProcess } from './host-process';
import { pictureOf } from './pictures';

const shot = (page: Page, name: string) => pictureOf(page, `${name}`, { fullPage: true });

test('the import screen refuses a file over the limit before sending, and sends a large one in pieces', async ({ page }) => {
  const dataDir = newDataDir();
  const host = await startHostProcess(dataDir);
  try {
    await page.goto(`${host.url}/#/content`);
    await expect(page.getByTestId('pack-card')).toHaveCount(2);
    const fileInput = page.locator('input[type=file]:not([data-testid])');

    // 135 MB (a sparse file: it takes no room on disk): refused by the screen, with the limit.
    const huge = join(dataDir, 'everything.zip');
    const handle = openSync(huge, 'w');
    ftruncateSync(handle, 135 * 1024 * 1024);
    closeSync(handle);
    await fileInput.setInputFiles(huge);
    await expect(page.getByTestId('import-error')).toContainText('everything.zip is 135.0 MB; Haven imports at most 128 MB at once.');

    // gh.json padded past 2 MB goes in three pieces and imports whole.
    const padded = join(dataDir, 'gh.json');
    writeFileSync(padded, `${readFileSync(peerPath('ghs-data', 'gh.json'), 'utf8')}${' '.repeat(2 * 1024 * 1024)}`);
    await fileInput.setInputFiles(padded);
    await expect(page.getByTestId('import-summary')).toContainText('133 items', { timeout: 60_000 });
    await expect(page.getByTestId('import-error')).toHaveCount(0);
    await expect(page.getByTestId('pack-card')).toHaveCount(3);
    // Each pack by its name, version and date: no pack id ("haven-demo-gh1", "ghs-gh1") on the screen.
    await expect(page.getByTestId('pack-card').first()).toContainText('Version');
    expect(await page.locator('main').innerText()).not.toMatch(/haven-demo-|ghs-gh/);
    await shot(page, 'content-import-01-pieces');
  } finally {
    await host.stop();
  }
});

test("a German import summary words the data's known faults in German, at tablet sizes", async ({ page }) => {
  test.skip(!hasPeerData(), PEER_DATA_MISSING);
  test.setTimeout(180_000);
  const dataDir = newDataDir();
  const host = await startHostProcess(dataDir);
  try {
    await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/content`);
    await expect(page.getByTestId('pack-card')).toHaveCount(2);
    await page.locator('input[type=file]:not([data-testid])').setInputFiles(peerPath('ghs-data', 'gh2e.json'));
    const warnings = page.getByTestId('import-warnings');
    await expect(warnings).toContainText('Importiert mit 4 bekannten Fehlern der Daten:', { timeout: 120_000 });
    await expect(warnings).toContainText(
      'Abschnitt 6.1 nennt das Monster „candlekeeper-trice-56“, aber kein Eintrag heißt so: „candlekeeper-trice-scenario-56“ zugeordnet.',
    );
    await expect(warnings).not.toContainText('which no record is named');
    // The 2nd edition's file imports whole (second-edition.spec.ts and town-visit.spec.ts start on it imported).
    await expect(page.getByTestId('import-summary')).toContainText('104 Szenarien');
    for (const [width, height] of [
      [1024, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await pictureOf(page, `de-content-import-summary-${width}x${height}`, { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  } finally {
    await host.stop();
  }
});
