import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty } from './party';

test.use({ data: 'gh1', seed: 29, viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

/**
 * By touch, every control on the campaign's Scenarios tab is at least 44 px each way (WCAG 2.5.5;
 * app/touch.css), the small Success and Failure buttons of a scenario's row included.
 */
test('every button and field of the Scenarios tab is a 44 px touch target on an upright tablet', async ({ page, host, call, picture }) => {
  const { campaignId } = await createParty(call, { name: 'By touch', edition: 'gh1', contentPackIds: ['ghs-gh1'] }, BRUTE_AND_CRAGHEART);
  await page.goto(`${host.url}/#/campaign/${campaignId}/scenarios`);
  const panel = page.getByRole('tabpanel', { name: 'Scenarios' });
  await expect(page.getByTestId('record-success-1')).toBeVisible();
  const controls = panel.locator('button, input');
  await expect(controls).not.toHaveCount(0);
  const small: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    const label = (await control.textContent())?.trim() || ((await control.getAttribute('aria-label')) ?? 'a field');
    if (box === null || box.height < 44 || box.width < 44) small.push(`${label}: ${box ? `${box.width}×${box.height}` : 'hidden'}`);
  }
  await picture(page, 'scenarios-768x1024', { fullPage: true });
  expect(small).toEqual([]);
});
