import { expect, test } from './fixture';
import { gh1Campaign } from './gh1-campaign';

test.use({ data: 'gh1', seed: 7 });

/**
 * The campaign page's "Travel to" offers only scenarios the play setup lets the party start
 * (issue 29): Barrow Lair, unlocked by hand before Black Barrow was completed, is not offered
 * and the card says what it needs (1st ed. rulebook p. 34); the party travels to Black Barrow,
 * which the play setup then has chosen.
 */
test('Travel to offers only what the play setup starts, and says why a scenario is not offered', async ({ page, host, call, picture }) => {
  const campaignId = await gh1Campaign(call, 'Only Playable', async (call, id) => {
    const run = (command: unknown) => call('campaigns.execute', { campaignId: id, command });
    await run({ type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 30 });
    await run({ type: 'CreateCharacter', classId: 'cragheart', name: 'Bo', gold: 30 });
    await run({ type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' });
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByTestId('cannot-travel')).toHaveText(
    '2 Barrow Lair is not offered yet: it needs scenario 1 completed; party achievement First Steps.',
  );
  await page.getByTestId('travel-to').click();
  await expect(page.getByRole('option', { name: '1 Black Barrow' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Barrow Lair/ })).toHaveCount(0);
  await picture(page, 'travel-options');
  await page.getByRole('option', { name: '1 Black Barrow' }).click();
  await page.getByTestId('travel').click();
  await expect(page.getByTestId('whereabouts-place')).toContainText('scenario 1');
  await page.setViewportSize({ width: 768, height: 1024 });
  await picture(page, 'travelled-768', { fullPage: true });
  await page.goto(`${host.url}/#/campaign/${campaignId}/play`);
  await expect(page.getByTestId('scenario-select')).toHaveValue('1 Black Barrow');
});
