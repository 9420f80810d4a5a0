import { expect, test, type Page } from '@playwright/test';
import { closeSync, openSync, readFileSync, ftruncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { peerPath } from './peer-path';
import { newDataDir, startHostProcess } from './host-process';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

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
