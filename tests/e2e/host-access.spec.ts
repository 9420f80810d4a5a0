import { expect, test } from '@playwright/test';
import { newDataDir, startHostProcess } from './host-process';

// The printed address in a real browser: the key goes into an HttpOnly cookie and out of the
// address bar; a browser that never opened it gets a plain sentence, not the app.
test('the printed address lets this browser in once and leaves the address bar clean; another browser is refused', async ({
  page,
  browser,
}) => {
  const host = await startHostProcess(newDataDir());
  try {
    const origin = new URL(host.url).origin;
    await page.goto(`${host.url}/#/`);
    await expect(page.getByText('No campaigns yet')).toBeVisible();
    expect(page.url()).toBe(`${origin}/#/`);
    // The page's scripts cannot read the key; the browser keeps it for this site only.
    expect(await page.evaluate(() => (globalThis as unknown as { document: { cookie: string } }).document.cookie)).toBe('');
    expect(await page.context().cookies()).toEqual([
      expect.objectContaining({ name: `haven-key-${new URL(origin).port}`, httpOnly: true, sameSite: 'Strict' }),
    ]);
    // A reload keeps working on the cookie alone.
    await page.reload();
    await expect(page.getByText('No campaigns yet')).toBeVisible();

    const stranger = await browser.newContext();
    try {
      const other = await stranger.newPage();
      const answer = await other.goto(`${origin}/`);
      expect(answer?.status()).toBe(403);
      await expect(other.locator('body')).toHaveText(
        'This browser has not opened this launch of Haven. Open the address Haven printed when it started; it carries the key for this launch.',
      );
    } finally {
      await stranger.close();
    }
  } finally {
    await host.stop();
  }
});
