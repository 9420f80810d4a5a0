import { expect, test } from './fixture';
import { winFirstRound } from './party';
import { setUpParty } from './table-party';

test.use({ seed: 29 });

/**
 * Every character's battle goal is entered in one settlement (issue 29): ticking a second
 * character's "battle goal met" box, and unticking the first, once blanked the whole app. Now both
 * boxes answer, and the settlement applies exactly the ticked goal's checkmarks.
 */
test("a settlement takes two characters' battle goals, one ticked and unticked again", async ({ page, host, call, picture }) => {
  const { campaignId, sessionId, ada, bo, checks } = await setUpParty(host.url);
  // Won in the first round: both rest, the goal is marked met, the round ends.
  await winFirstRound(call, sessionId, [ada, bo]);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const adaGoal = page.getByTestId(`goal-met-${ada}`);
  const boGoal = page.getByTestId(`goal-met-${bo}`);
  await adaGoal.check();
  await boGoal.check();
  await adaGoal.uncheck();
  await expect(boGoal).toBeChecked();
  await expect(adaGoal).not.toBeChecked();
  await expect(page.getByTestId('fault-notice')).toHaveCount(0);
  await picture(page, 'two-characters');

  await page.getByTestId('apply-settlement').click();
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  const characters = (await call('campaigns.get', { campaignId })).state.characters as Array<{ id: string; checkmarks: number }>;
  expect(checks[bo]).toBeGreaterThan(0);
  expect(Object.fromEntries(characters.map((c) => [c.id, c.checkmarks]))).toEqual({ [ada]: 0, [bo]: checks[bo] });
});
