import { expect, test } from './fixture';
import { gh1Campaign } from './gh1-campaign';

test.use({ data: 'gh1' });

/**
 * A road event on GHS's gh.json, which holds no road card: the card is read from the box, the
 * screen says so once, and resolving it logs no option (issue 29).
 */
test('a road event not in the data says so once and is resolved without an option', async ({ page, host, call, picture }) => {
  const campaignId = await gh1Campaign(call, 'Road Without Text', async (call, id) => {
    await call('campaigns.execute', { campaignId: id, command: { type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 30 } });
    await call('campaigns.execute', { campaignId: id, command: { type: 'TravelToScenario', scenarioId: '1' } });
    await call('campaigns.execute', { campaignId: id, command: { type: 'DrawEvent', deck: 'road' } });
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/town`);
  const card = page.getByTestId('event-card');
  await expect(card).toContainText('Road event');
  await picture(page, 'road-event');
  await expect(page.getByText('its text is not in the installed content')).toHaveCount(1);
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('Resolved road event 15 (no option recorded); the card goes under the deck')).toBeVisible();
  await picture(page, 'history');
});
