import { expect, test } from './fixture';

/** A campaign scenario set up from the play setup screen deals the battle goals (1st ed. rulebook p. 12; issue 29). */
test('setting up a campaign scenario deals the battle goals', async ({ page, host, call, picture }) => {
  const campaign = await call('campaigns.create', { name: 'Dealt At Set-Up', edition: 'gh1', contentPackIds: ['haven-demo-gh1'] });
  const campaignId = campaign.state.id as string;
  for (const [classId, name] of [
    ['lanternwright', 'Ada'],
    ['reedwalker', 'Bo'],
  ])
    await call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId, name, gold: 30 } });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/play`);
  await page.getByTestId('start-scenario').click();
  await expect(page.getByTestId('play')).toBeVisible();
  await page.goto(`${host.url}/#/campaign/${campaignId}/town`);
  await expect(page.getByTestId('battle-goals')).toContainText('Ada: 2 cards, keep one');
  await expect(page.getByTestId('battle-goals')).toContainText('Bo: 1 card, keep one'); // the demo pack holds three goals
  await page.getByTestId('battle-goals').scrollIntoViewIfNeeded();
  await picture(page, 'town');
});
