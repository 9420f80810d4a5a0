import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixture';
import { gh1Campaign } from './gh1-campaign';
import { pictureOf } from './pictures';

/** The page at the tablet sizes, landscape and portrait, with no sideways scrolling; where `target` is given, the window on it. */
async function shots(page: Page, name: string, target?: Locator): Promise<void> {
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target?.scrollIntoViewIfNeeded();
    await pictureOf(page, `de-${name}-${width}x${height}`, { fullPage: target === undefined });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width}×${height}`).toBe(
      true,
    );
    // No table wider than its card (a card clips it: the shop's Buy column was cut off at 768 px).
    const wider = await page.evaluate(
      () =>
        [...document.querySelectorAll('table')].filter((table) => {
          const card = table.closest('.mantine-Card-root');
          return card !== null && table.getBoundingClientRect().right > card.getBoundingClientRect().right + 1;
        }).length,
    );
    expect(wider, `${name} at ${width}×${height}: tables wider than their card`).toBe(0);
  }
}

/**
 * Issue 18 on GHS's gh.json: the lines Haven makes itself on a stat card (the Elder Drake's push
 * and pull immunity, the Bandit Commander's specials) and in an item's text built from its
 * actions (Battle-Axe's "Area: 2 hexes") read in German on a German screen; an item's text reads
 * as the pack's German labels word it, its icons in Haven's German words ("+2 Bewegung").
 */
test.use({ data: 'gh1' });

test('a German screen words the stat card lines and item texts Haven makes', async ({ page, host, call }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const campaignId = await gh1Campaign(call, 'Wortwahl', async (call, id) => {
    await call('campaigns.execute', { campaignId: id, command: { type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 30 } });
    // Prosperity 2 (four checkmarks, rulebook "Prosperity") puts Battle-Axe and Minor Mana Potion in the shop.
    await call('campaigns.execute', { campaignId: id, command: { type: 'ChangeProsperity', delta: 4 } });
  });
  const started = await call('scenarios.start', {
    packId: 'ghs-gh1',
    monsterTypeIds: ['elder-drake', 'bandit-commander'],
    characters: [{ name: 'Ada', classId: 'brute', level: 1 }],
    scenarioLevel: 1,
    firstRoom: [
      { typeId: 'elder-drake', rank: 'boss' },
      { typeId: 'bandit-commander', rank: 'boss' },
    ],
  });
  // The monsters' cards drawn: a boss card's "Special 1" is spelled out from its stat card.
  const sessionId = started.id as string;
  const ada = Object.keys(started.state.characters as object)[0]!;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 95, second: 96 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const cards = page.getByTestId('stat-card');
  await expect(cards.filter({ hasText: 'Immun gegen Ziehen und Stoßen' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Spezial 1:' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Immune to' })).toHaveCount(0);
  await shots(page, 'card-words-play');

  await page.goto(`${host.url}/#/campaign/${campaignId}/town`);
  const potion = page.getByTestId('shop-item-20');
  await expect(potion).toContainText('Erzeuge während deines Zugs ein beliebiges Element.');
  await expect(potion).not.toContainText('Element erzeugen');
  await expect(page.getByTestId('shop-item-18')).toContainText(
    'Verwandle deine nächste Einzelziel-Nahkampfangriffsaktion in Folgendes: Bereich: 2 Felder',
  );
  await expect(page.getByTestId('shop-item-1')).toContainText('Füge einer deiner Einzelbewegungen +2 Bewegung hinzu.');
  // No English left beside the German: the pack's German text is shown whole.
  await expect(page.getByTestId('shop').getByText(/During your|add \+2 move/)).toHaveCount(0);
  await shots(page, 'card-words-shop', potion);
});
