import { expect, test, type Page } from './fixture';
import { gh2eParty, playRoundOne } from './gh2e-party';
import { pictureOf } from './pictures';

test.use({ actionTimeout: 15_000, data: 'gh2e', seed: 1 });

/** Each step at the tablet sizes, by touch, landscape and portrait, with no sideways scrolling. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await pictureOf(page, `visit-${name}-${width}x${height}`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}

test('2nd edition on gh2e.json: Bandit Camp settled, a town visit with a city event, a road event into scenario 2', async ({
  page,
  host,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 768 });

  const campaignId = await gh2eParty(host.url, 'Town and Road', async (call, id) => {
    await call('town.setUpSecondEdition', { campaignId: id });
  });

  // The party starts in Gloomhaven.
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByTestId('whereabouts-place')).toHaveText('In Gloomhaven');
  await shots(page, '01-start');

  // Bandit Camp: set up, round 1 played, the goal declared met, the settlement applied.
  await page.getByTestId('play-scenario').click();
  // Choosing the pack opened both starting scenarios; the setup offers the first, Training Course.
  await expect(page.getByTestId('scenario-select')).toHaveValue('0 Training Course');
  await page.getByTestId('scenario-select').click();
  await page.getByRole('option', { name: '1 Bandit Camp' }).click();
  await expect(page.getByTestId('scenario-select')).toHaveValue('1 Bandit Camp');
  await page.getByTestId('start-scenario').click();
  await expect(page.getByTestId('play')).toBeVisible();
  await playRoundOne(page);
  await shots(page, '02-round-1');
  await page.getByTestId('end-scenario').click();
  await page.getByTestId('goal-met').click();
  await page.keyboard.press('e');
  await expect(page.getByTestId('settlement')).toContainText('Scenario won');
  await shots(page, '03-settlement');
  await page.getByTestId('apply-settlement').click();
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();

  // After the scenario the party is at Bandit Camp: back to Gloomhaven for a visit.
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByTestId('whereabouts-place')).toContainText('At scenario 1 Bandit Camp (completed)');
  await shots(page, '04-after-scenario');
  await page.getByTestId('return-to-town').click();
  await expect(page.getByTestId('whereabouts-place')).toHaveText('In Gloomhaven');
  await expect(page.getByTestId('due-city-event')).toBeVisible();

  // The visit's city event: a real card, its effects in words, resolved.
  await page.getByTestId('draw-city-event').click();
  await expect(page.getByTestId('event-card')).toBeVisible();
  await expect(page.getByTestId('event-card')).not.toContainText('Read the card from the box');
  await shots(page, '05-city-event');
  // The party chooses an option and turns the card (p. 41), then resolves what applies.
  await page.getByTestId('turn-card').click();
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByTestId('event-card')).toHaveCount(0);
  await expect(page.getByTestId('due-city-event')).toHaveCount(0);

  // On to Barrow... scenario 2: the data marks its journey for a road event.
  await page.getByTestId('travel-to').click();
  await page.getByRole('option', { name: /^2 / }).click();
  await page.getByTestId('travel').click();
  await expect(page.getByTestId('whereabouts-place')).toContainText('On the road to scenario 2');
  await expect(page.getByTestId('due-road-event')).toBeVisible();
  await shots(page, '06-on-the-road');
  await page.getByTestId('draw-road-event').click();
  await expect(page.getByTestId('event-card')).toBeVisible();
  await expect(page.getByTestId('event-card')).toContainText('Road event');
  await shots(page, '07-road-event');
  // The party chooses an option and turns the card (p. 41), then resolves what applies.
  await page.getByTestId('turn-card').click();
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByTestId('event-card')).toHaveCount(0);
  await expect(page.getByTestId('road-event-note')).toContainText('The road event is drawn');

  // Scenario 2 is set up next.
  await page.getByTestId('play-scenario').click();
  await page.getByTestId('scenario-select').click();
  await page.getByRole('option', { name: /^2 / }).click();
  await shots(page, '08-scenario-2-setup');
});
