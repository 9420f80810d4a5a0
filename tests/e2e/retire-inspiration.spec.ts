import { expect, test } from './fixture';

test.use({ actionTimeout: 15_000 });

/**
 * Issue 31: in a 2nd-edition campaign the retirement dialog offers spending 15 of the party's
 * inspiration instead of a fulfilled personal quest (2nd ed. rulebook p. 55); the host's rule spends it.
 */
for (const language of ['en', 'de'] as const) {
  test(`a 2nd-edition character retires for 15 inspiration (${language})`, async ({ page, host, call, picture }) => {
    const campaign = await call('campaigns.create', { name: 'Inspired', edition: 'gh2' });
    const campaignId = campaign.state.id as string;
    const run = (command: object) => call('campaigns.execute', { campaignId, command });
    await run({ type: 'CreateCharacter', characterId: 'ana', classId: 'Bruiser', name: 'Ana', gold: 30, personalQuest: '999 Far Away' });
    await run({ type: 'ChangeInspiration', delta: 16 });

    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/campaign/${campaignId}/character/ana`);
    await page.getByTestId('retire').click();
    // The offer names its price and what the party holds.
    const offer = page.getByRole('checkbox', {
      name: language === 'en' ? /spends 15 inspiration instead.*has 16/ : /stattdessen 15 Inspiration aus.*hat 16/,
    });
    await offer.check();
    await picture(page, `retire-inspiration-${language}-1024x768`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: language === 'en' ? 'Retire' : 'In den Ruhestand', exact: true })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const after = await call<{ state: { party: { inspiration: number } } }>('campaigns.get', { campaignId });
    expect(after.state.party.inspiration).toBe(1);
  });
}
