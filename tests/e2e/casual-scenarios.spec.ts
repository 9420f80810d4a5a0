import { expect, test } from './fixture';

test.use({ actionTimeout: 15_000 });

/**
 * Issue 31: casual mode never touches the campaign (1st ed. rulebook p. 34): the Scenarios panel
 * offers no button that would mark a scenario completed or failed, and says why, in the reader's language.
 */
const cases = [
  { language: 'en', size: { width: 1024, height: 768 }, says: 'Casual mode records no result' },
  { language: 'de', size: { width: 768, height: 1024 }, says: 'Im Gelegenheitsspiel wird kein Ergebnis festgehalten' },
] as const;

for (const { language, size, says } of cases) {
  test(`the Scenarios panel records no result in casual mode (${language})`, async ({ page, host, call, picture }) => {
    const campaign = await call('campaigns.create', { name: 'Casual', edition: 'gh1' });
    const campaignId = campaign.state.id as string;
    const run = (command: object) => call('campaigns.execute', { campaignId, command });
    await run({ type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' });
    await run({ type: 'SetCampaignMode', mode: 'casual' });

    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize(size);
    await page.goto(`${host.url}/#/campaign/${campaignId}/scenarios`);
    await expect(page.getByTestId('casual-no-record')).toHaveText(says);
    await expect(page.getByTestId('record-success-1')).toHaveCount(0);
    await picture(page, `casual-scenarios-${language}-${size.width}x${size.height}`);
  });
}
