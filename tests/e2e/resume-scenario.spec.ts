import { expect, test } from './fixture';
import { gh1Campaign } from './gh1-campaign';

test.use({ data: 'gh1' });

/**
 * Play setup preselects the scenario the party travelled to; after a restart the campaign list and
 * the campaign page lead back to the running scenario in one tap (issue 29).
 */
test('the scenario travelled to is preselected, and a restart leads straight back to it', async ({ page, host, call, picture }) => {
  const campaignId = await gh1Campaign(call, 'Back To It', async (call, id) => {
    const run = (command: unknown) => call('campaigns.execute', { campaignId: id, command });
    await run({ type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 30 });
    await run({ type: 'CreateCharacter', classId: 'cragheart', name: 'Bo', gold: 30 });
    await run({ type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' });
    await run({ type: 'TravelToScenario', scenarioId: '2' });
    await run({ type: 'DrawEvent', deck: 'road' });
    await run({ type: 'ResolveEvent', effects: {}, disposition: 'return' });
    // Barrow Lair's requirements (Black Barrow completed, First Steps) are not what this is about.
    await run({ type: 'SetCampaignMode', mode: 'casual' });
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/play`);
  await expect(page.getByTestId('scenario-select')).toHaveValue('2 Barrow Lair');
  await picture(page, 'setup');
  await page.getByTestId('start-scenario').click();
  await expect(page.getByTestId('play')).toBeVisible();

  await host.restart();
  await page.goto(`${host.url}/#/`);
  const card = page.getByTestId('campaign-card').filter({ hasText: 'Back To It' });
  await expect(card.getByTestId('resume-scenario')).toHaveText('Resume round 1');
  await picture(page, 'campaign-list');
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByTestId('resume-scenario')).toBeVisible();
  await picture(page, 'campaign-page');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId('resume-scenario')).toBeInViewport();
  await picture(page, 'campaign-page-768x1024');
  await page.getByTestId('resume-scenario').click();
  await expect(page.getByTestId('play')).toBeVisible();
});
