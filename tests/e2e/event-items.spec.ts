import { expect, test } from './fixture';
import { atEachSize } from './pictures';

test.use({ actionTimeout: 15_000, seed: 7 });

/**
 * Issue 31, "an item consumed or spent by a road event starts the scenario in that state": the
 * party marks which character's item the card spends or consumes while resolving it, and the
 * campaign screen says what that character starts the next scenario with.
 */
for (const language of ['en', 'de'] as const) {
  test(`an event's spent or consumed item is kept for the next scenario (${language})`, async ({ page, host, call, picture }) => {
    const campaign = await call('campaigns.create', { name: 'Ambush', edition: 'gh1' });
    const campaignId = campaign.state.id as string;
    const run = (command: object) => call('campaigns.execute', { campaignId, command });
    await run({ type: 'CreateCharacter', characterId: 'ana', classId: 'Brute', name: 'Ana', gold: 30 });
    await run({ type: 'CreateCharacter', characterId: 'bo', classId: 'Tinkerer', name: 'Bo', gold: 30 });
    await run({ type: 'AddItem', characterId: 'ana', item: 'Boots of Striding' });
    await run({ type: 'AddItem', characterId: 'ana', item: 'Minor Healing Potion' });
    await run({ type: 'AddItem', characterId: 'bo', item: 'Leather Armor' });
    await run({ type: 'DrawEvent', deck: 'city' });

    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/campaign/${campaignId}/town`);
    const items = page.getByTestId('event-items');
    await expect(items).toBeVisible();
    await items.getByTestId('event-item-pick').click();
    await page.getByRole('option', { name: 'Minor Healing Potion' }).click();
    await items.getByText(language === 'en' ? 'Consumed' : 'Verloren', { exact: true }).click();
    await items.getByTestId('event-item-add').click();
    await expect(items.getByTestId('event-item-turned')).toHaveText(
      language === 'en' ? 'Ana: Minor Healing Potion consumedRemove' : 'Ana: Minor Healing Potion verlorenEntfernen',
    );
    await atEachSize(page, async (size) => {
      await items.scrollIntoViewIfNeeded();
      await picture(page, `${language}-resolving-${size}`);
    });
    await page.getByRole('button', { name: language === 'en' ? 'Resolve' : 'Abhandeln', exact: true }).click();
    await expect(page.getByTestId('event-card')).toHaveCount(0);
    await page.goto(`${host.url}/#/campaign/${campaignId}/party`);
    await expect(page.getByTestId('next-scenario-start')).toHaveText(
      language === 'en'
        ? 'Ana starts the next scenario with Minor Healing Potion consumed.'
        : 'Ana beginnt das nächste Szenario mit Minor Healing Potion verloren.',
    );
    await picture(page, `${language}-kept`, { fullPage: true });
  });
}
