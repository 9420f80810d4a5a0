import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipFolder } from '../support/zip-folder';
import { expect, test } from './fixture';
import { peerPath } from './peer-path';

// Gloomhaven Secretariat's gh.json is installed: the import checks the layouts' monsters against it
// and its warnings name them as the pack does.
test.use({ data: 'gh1' });

test("the Virtual Gloomhaven Board's repository imports as scenario layouts, credited, with the data's known faults", async ({
  page,
  host,
  picture,
}) => {
  // The repository as GitHub zips it: every file under one folder.
  const zip = join(host.dataDir, 'virtual-gloomhaven-board-main.zip');
  writeFileSync(zip, zipFolder(peerPath('vgb-data', 'VirtualGloomhavenBoard'), 'virtual-gloomhaven-board-main'));

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/content`);
  await expect(page.getByText('layouts by Purple Kingdom Games, CC BY 4.0')).toBeVisible();
  await page.locator('input[type=file]:not([data-testid])').setInputFiles(zip);
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('Imported scenario layouts from the Virtual Gloomhaven Board', { timeout: 60_000 });
  await expect(summary.getByTestId('layout-counts')).toHaveText('94 Gloomhaven layouts, 19 Forgotten Circles, 18 solo');
  await expect(summary).toContainText('Virtual Gloomhaven Board by Purple Kingdom Games, licensed CC BY 4.0');
  const warnings = summary.getByTestId('import-warnings');
  await expect(warnings).toContainText('Imported with 15 known faults of the data:');
  await expect(warnings).toContainText(
    "Gloomhaven scenario 49 (Rebel's Stand): 3 standees of City Guard stand on a corridor outside the tile L1b; kept there, check them against the scenario book.",
  );
  await expect(warnings).toContainText('Gloomhaven scenario 55 has no layout in the data.');
  // The layouts stay listed beside the packs, their faults folded away until asked for.
  const card = page.getByTestId('layouts-card');
  await expect(card).toContainText('94 Gloomhaven layouts, 19 Forgotten Circles, 18 solo');
  await expect(card.getByTestId('import-warnings')).toBeHidden();
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page, `summary-${width}x${height}`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await card.getByRole('button', { name: 'Show the known faults' }).click();
  await expect(card.getByTestId('import-warnings')).toBeVisible();

  // In German, on a phone: the card words its counts and the data's faults in German.
  await page.evaluate(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(card.getByTestId('layout-counts')).toHaveText('94 Gloomhaven-Aufbauten, 19 Forgotten Circles, 18 Solo');
  await picture(card, 'de-card-360');
  await card.getByRole('button', { name: 'Bekannte Fehler zeigen' }).click();
  await expect(card.getByTestId('import-warnings')).toContainText(
    'Solo-Szenario 9 (Storage Fees): das Kartenteil I2b wird an 5 verschiedene Stellen gelegt',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
