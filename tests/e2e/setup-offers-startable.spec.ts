import { expect, test } from './fixture';
import { gh1Campaign } from './gh1-campaign';

test.use({ data: 'gh1', seed: 7 });

/**
 * "Show all scenarios" on the play setup lists only what Start accepts (issue 29): in campaign
 * mode a scenario whose requirements are not met is left out (Barrow Lair needs First Steps,
 * Vibrant Grotto two global achievements: 1st ed. rulebook p. 34), the setup says casual mode
 * plays them, and a scenario the list offers starts.
 */
test('the play setup offers with "show all" only scenarios Start accepts, and one of them starts', async ({
  page,
  host,
  call,
  picture,
}) => {
  const campaignId = await gh1Campaign(call, 'Only Startable', async (call, id) => {
    const run = (command: unknown) => call('campaigns.execute', { campaignId: id, command });
    await run({ type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 30 });
    await run({ type: 'CreateCharacter', classId: 'cragheart', name: 'Bo', gold: 30 });
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/play`);
  await expect(page.getByTestId('scenario-select')).toHaveValue('1 Black Barrow');
  await page.getByTestId('show-all-scenarios').click();
  await expect(page.getByTestId('only-casual')).toContainText('casual mode');
  await page.getByTestId('scenario-select').click();
  await expect(page.getByRole('option', { name: '4 Crypt of the Damned' })).toBeVisible();
  await expect(page.getByRole('option', { name: '2 Barrow Lair' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: '7 Vibrant Grotto' })).toHaveCount(0);
  await picture(page, 'show-all');
  await page.getByRole('option', { name: '4 Crypt of the Damned' }).click();
  await expect(page.getByTestId('scenario-select')).toHaveValue('4 Crypt of the Damned');
  await picture(page, 'picked');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('only-casual')).toBeVisible();
  await picture(page, 'picked-360', { fullPage: true });
  // The first room's rows scroll sideways on a phone: each row's Remove can be reached.
  const remove = page.getByTestId('first-room').getByRole('button', { name: 'Remove' }).first();
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport();
  await picture(page, 'first-room-360');
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByTestId('start-scenario').click();
  await expect(page.getByTestId('play')).toBeVisible();
  await expect(page.getByTestId('setup-error')).toHaveCount(0);
});
