import { expect, test } from './fixture';
import { createParty, DEMO_PARTY } from './party';

test.use({ actionTimeout: 15_000 });

test("a 2nd-edition donation to the Great Oak puts its two blesses in the donor's next deck, and the screen names the Great Oak", async ({
  page,
  host,
  call,
  picture,
}) => {
  const { campaignId } = await createParty(call, { name: 'Oakwood', edition: 'gh2', mode: 'campaign' }, DEMO_PARTY, {
    packIds: ['haven-demo-gh2'],
  });

  // Before its first scenario the party is in the City Phase's downtime, where it may donate.
  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  await expect(page.getByText('Donations to the Great Oak: 0 gold')).toBeVisible();
  await page.getByRole('combobox', { name: 'Donating character' }).click();
  await page.getByRole('option', { name: /^Ada/ }).click();
  await page.getByRole('button', { name: 'Donate 10 gold' }).click();
  await expect(page.getByText('Donations to the Great Oak: 10 gold')).toBeVisible();
  await expect(page.getByTestId('next-scenario-start')).toHaveText('Ada starts the next scenario with 2 blesses.');
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page, `party-${width}x${height}`, { fullPage: true });
  }

  // The next scenario: Ada's deck holds the two blesses, Bo's none.
  const characters = (await call('campaigns.get', { campaignId })).state.characters as { id: string; name: string }[];
  const session = await call('scenarios.start', {
    campaignId,
    packId: 'haven-demo-gh2',
    scenarioId: 'demo-1',
    characterIds: characters.map((c) => c.id),
  });
  const ada = characters.find((c) => c.name === 'Ada')!.id;
  const bo = characters.find((c) => c.name === 'Bo')!.id;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${host.url}/#/play/${session.id as string}`);
  await expect(page.getByTestId(`blesses-${ada}`)).toHaveText('2');
  await expect(page.getByTestId(`blesses-${bo}`)).toHaveText('0');
  await picture(page.getByTestId(`deck-${ada}`), 'play-decks');
});
