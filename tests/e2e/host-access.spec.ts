import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { hostBundlePath } from '../../main/host-bundle.cjs';
import { newDataDir, startBundledHost } from '../support/bundled-host';

const root = resolve(__dirname, '..', '..');

// The printed address in a real browser, on a person's host (not the tests' `serve --test-host`):
// it lets one browser in, once; the browser keeps a pass cookie (HttpOnly) for the app's files and
// its page a session token in its own storage; a browser that never opened an address, or opens a
// used one, gets a plain sentence; `launch-address` makes a new one (issue 26).
test('a launch address lets one browser in, once, and the command line makes a new one', async ({ page, browser }) => {
  const dataDir = newDataDir();
  const host = await startBundledHost({ dataDir, args: ['serve'] });
  try {
    const origin = new URL(host.url).origin;
    await page.goto(`${host.url}/#/`);
    await expect(page.getByText('No campaigns yet')).toBeVisible();
    expect(page.url()).toBe(`${origin}/#/`);
    // The page's scripts cannot read the pass; the session token is the page's own, for this origin only.
    expect(await page.evaluate(() => (globalThis as unknown as { document: { cookie: string } }).document.cookie)).toBe('');
    expect(await page.context().cookies()).toEqual([
      expect.objectContaining({ name: `haven-pass-${new URL(origin).port}`, httpOnly: true, sameSite: 'Strict' }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('haven-session'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A reload keeps working on them alone.
    await page.reload();
    await expect(page.getByText('No campaigns yet')).toBeVisible();

    const stranger = await browser.newContext();
    try {
      const other = await stranger.newPage();
      const used = await other.goto(host.url);
      expect(used?.status()).toBe(403);
      await expect(other.locator('body')).toContainText('This launch address was used already');
      const answer = await other.goto(`${origin}/`);
      expect(answer?.status()).toBe(403);
      await expect(other.locator('body')).toContainText('This browser has not opened a launch address of this Haven.');

      const printed = execFileSync(process.execPath, [hostBundlePath('cli', root), 'launch-address'], {
        cwd: root,
        env: { ...process.env, HAVEN_DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      const fresh = /Open (http:\/\/127\.0\.0\.1:\d+\/open\/[A-Za-z0-9_-]+) in your browser/.exec(printed)?.[1];
      expect(fresh).toBeDefined();
      await other.goto(`${fresh}/#/`);
      await expect(other.getByText('No campaigns yet')).toBeVisible();
    } finally {
      await stranger.close();
    }
  } finally {
    await host.stop();
  }
});
