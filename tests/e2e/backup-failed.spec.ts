import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixture';

// Issue 26: a daily backup that could not be written was told only on the console.
test('a daily backup that could not be written is shown on the Backups screen, in English and German', async ({ page, host, picture }) => {
  // A file where the backups folder goes: the day's copy cannot be written at the next start.
  rmSync(join(host.dataDir, 'backups'), { recursive: true, force: true });
  writeFileSync(join(host.dataDir, 'backups'), 'not a folder');
  await host.restart();

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/backups`);
  const notice = page.getByTestId('daily-backup-failed');
  await expect(notice).toContainText("Haven could not write today's backup when it opened your data file");
  await expect(notice).toContainText('The reason is in haven.log');
  await picture(page, 'failed-1024x768', { fullPage: true });

  await page.evaluate(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.reload();
  await expect(notice).toContainText('Haven konnte die heutige Sicherung beim Öffnen deiner Datendatei nicht schreiben');
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  await picture(page, 'failed-de-768x1024', { fullPage: true });
});
