import { expect, test, type Locator, type Page } from '@playwright/test';
import { startDemoSession } from './demo-session';
import { newDataDir, startHostProcess, type HostProcess } from './host-process';

test.use({ actionTimeout: 15_000, hasTouch: true });

let host: HostProcess;
test.beforeEach(async () => {
  host = await startHostProcess(newDataDir());
});
test.afterEach(async () => {
  await host.stop();
});

/** A finger resting on the button for `ms`, then lifted: the touch events a tablet sends. */
async function press(page: Page, target: Locator, ms: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}x${viewport.height} a long press names a condition or an element without changing it; a tap changes it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { ws, sessionId } = await startDemoSession(host.url, [{ typeId: 'thornling', rank: 'normal', standeeNumber: 1 }]);
    ws.close();
    await page.goto(`${host.url}/#/play/${sessionId}`);
    await page.getByTestId('standee-thornling#1').click();
    const poison = page.getByTestId('condition-poison');
    await expect(poison).toHaveAttribute('aria-pressed', 'false');

    // A long press: the name (as the catalog words it, "Poison"), and the condition not added.
    await press(page, poison, 900);
    await expect(page.getByRole('tooltip')).toHaveText(/^poison$/i);
    await page.screenshot({ path: `test-results/screens/name-on-press-${viewport.width}x${viewport.height}.png` });
    await page.waitForTimeout(300);
    await expect(poison).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('tooltip')).toHaveCount(0, { timeout: 5_000 });

    // A short tap adds it, with no name left on screen.
    await press(page, poison, 50);
    await expect(poison).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // The element board: the same by touch.
    const fire = page.getByTestId('element-fire');
    await press(page, fire, 900);
    await expect(page.getByRole('tooltip')).toContainText(/fire: inert/i);
    await page.waitForTimeout(300);
    await expect(fire).toHaveAttribute('data-strength', 'inert');
    await press(page, fire, 50);
    await expect(fire).toHaveAttribute('data-strength', /strong|inert/);
    await expect(fire).toContainText(/infusing|strong/);
  });
}

test('a mouse pointing at a condition or an element shows its name', async ({ page }) => {
  const { ws, sessionId } = await startDemoSession(host.url, [{ typeId: 'thornling', rank: 'normal', standeeNumber: 1 }]);
  ws.close();
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await page.getByTestId('standee-thornling#1').click();
  await page.getByTestId('condition-wound').hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^wound$/i);
  await page.getByTestId('element-ice').hover();
  await expect(page.getByRole('tooltip', { name: /ice: inert/i })).toBeVisible();
});
