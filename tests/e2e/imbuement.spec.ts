import { expect, test } from './fixture';

// gh2e.json installed: its campaign sheet's imbuement boxes send the party to sections at 10, 20, … 80.
test.use({ actionTimeout: 15_000, data: 'gh2e' });

test("imbuement is marked on a 2nd-edition campaign sheet, and its milestone's section is announced", async ({
  page,
  host,
  call,
  picture,
}) => {
  const campaign = await call('campaigns.create', { name: 'Imbued', edition: 'gh2', mode: 'campaign' });
  const campaignId = campaign.state.id as string;
  await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['ghs-gh2'] } });
  await call('town.setUpSecondEdition', { campaignId });

  await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
  const counter = page.getByTestId('imbuement');
  await expect(counter.getByTestId('imbuement-value')).toHaveText('0');
  await expect(page.getByTestId('imbuement-next')).toHaveText("The campaign sheet's next marked box: 10 (section 133.2).");
  await counter.getByRole('textbox').fill('10');
  await counter.getByRole('button', { name: 'Add amount to Imbuement' }).click();
  await expect(counter.getByTestId('imbuement-value')).toHaveText('10');
  const notice = page.getByTestId('milestone-133.2');
  await expect(notice).toContainText('Imbuement 10 reached');
  await expect(notice).toContainText('Read section 133.2 now.');
  await expect(page.getByTestId('imbuement-next')).toHaveText("The campaign sheet's next marked box: 20 (section 34.3).");
  const state = (await call('campaigns.get', { campaignId })).state as { secondEdition: { imbuement: number; reached: string[] } };
  expect(state.secondEdition).toMatchObject({ imbuement: 10, reached: ['133.2'] });
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await notice.scrollIntoViewIfNeeded();
    await picture(page, `sheet-${width}x${height}`);
  }
  // Closed, it stays read: the town's card lists it.
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
  await page.goto(`${host.url}/#/campaign/${campaignId}/town`);
  await expect(page.getByTestId('milestones-read')).toContainText('Imbuement 10: section 133.2');
});
