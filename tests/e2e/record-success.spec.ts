import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty } from './party';

test.use({ data: 'gh1', seed: 29 });

/**
 * "Record a result: Success" on the Scenarios tab gains what a settlement gains (issue 29, point
 * 4): the dialog lists Black Barrow's rewards and asks who played; recording it gives the party
 * First Steps and unlocks Barrow Lair.
 */
test("a success recorded by hand gives the scenario's achievement and unlock", async ({ page, host, call, picture }) => {
  const { campaignId } = await createParty(call, { name: 'By hand', edition: 'gh1', contentPackIds: ['ghs-gh1'] }, BRUTE_AND_CRAGHEART);

  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${host.url}/#/campaign/${campaignId}/scenarios`);
    await page.getByTestId('record-success-1').click();
    const dialog = page.getByTestId('record-success');
    await expect(dialog).toContainText('Party achievement: First Steps');
    await expect(dialog).toContainText('Scenario 2 "Barrow Lair" is unlocked');
    await picture(page, `dialog-${width}x${height}`);
    if (width !== 360) await page.getByRole('button', { name: 'Cancel' }).click();
  }
  await page.getByTestId('record-success-confirm').click();
  await expect(page.getByTestId('scenario-2')).toBeVisible();
  await expect(page.getByTestId('scenario-1')).toContainText('Done for this campaign');
  await picture(page, 'recorded-360x740', { fullPage: true });
  expect((await call('campaigns.get', { campaignId })).state.party.achievements).toEqual(['First Steps']);
});
