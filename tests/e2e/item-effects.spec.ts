import { expect, test } from './fixture';
import { addItems, BRUTE_AND_CRAGHEART, createParty, monstersFirstAndDrawn, startBlackBarrow } from './party';
import { fitsAtEachSize } from './pictures';

test.use({ data: 'gh1', seed: 29 });

/**
 * Items do what they say (issue 29, point 3): Ada's Minor Healing Potion, confirmed by the party,
 * heals her 3 and is consumed; her Minor Power Potion puts +1 Attack on her next attack, which the
 * attack panel shows. Gloomhaven Secretariat's data says what each does.
 */
test('a healing potion heals when used, and a power potion waits for the next attack', async ({ page, host, call, picture }) => {
  const {
    campaignId,
    characterIds: [ada, bo],
  } = await createParty(call, { name: 'Potions', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
  // Ada takes level 3, so she brings both potions: small items up to half the level, rounded up
  // (1st ed. rulebook p. 8, "Item Cards"); levels are taken in town (p. 44).
  await call('campaigns.execute', { campaignId, command: { type: 'GainExperience', characterId: ada, amount: 95 } });
  for (let level = 2; level <= 3; level++) await call('campaigns.execute', { campaignId, command: { type: 'LevelUp', characterId: ada } });
  await addItems(call, campaignId, ada, ['Minor Healing Potion', 'Minor Power Potion']);
  const { sessionId, exec } = await startBlackBarrow(call, campaignId, [ada, bo]);
  await exec({ type: 'SufferDamage', figure: { kind: 'character', id: ada }, amount: 5, source: 'other' });
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 5, second: 50 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 90, second: 95 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'StartTurn' });

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId(`hp-${ada}`)).toHaveText('9/14');
  await page.getByTestId(`item-${ada}-Minor Healing Potion`).click();
  await expect(page.getByTestId('item-effects')).toHaveText('Ada heals 3 (poison stops the heal and is removed)');
  await picture(page, 'confirm-1024x768');
  await page.getByTestId('item-use-confirm').click();
  await expect(page.getByTestId(`hp-${ada}`)).toHaveText('12/14');
  await expect(page.getByTestId(`item-${ada}-Minor Healing Potion`)).toHaveAttribute('data-status', 'consumed');

  await page.getByTestId(`item-${ada}-Minor Power Potion`).click();
  await expect(page.getByTestId('item-effects')).toHaveText("Ada's next attack: +1 Attack");
  await page.getByTestId('item-use-confirm').click();
  await expect(page.getByTestId('item-bonus')).toHaveText("Ada's next attack: +1 Attack (Minor Power Potion)");
  await picture(page, 'bonus-1024x768', { fullPage: true });

  await fitsAtEachSize(page, 'after', (page, name) => picture(page, name, { fullPage: true }), {
    sizes: [
      [768, 1024],
      [360, 740],
    ],
  });
});

/**
 * Items in play (issue 30, point 7): Ada's Heater Shield, used when a monster attacks her, gives her
 * shield 1 for that attack; the attack panel shows it, and the attack spends it (the card is spent).
 */
test("a shield item used against a monster's attack shows on the attack panel and is spent by the attack", async ({
  page,
  host,
  call,
  picture,
}) => {
  const {
    campaignId,
    characterIds: [ada, bo],
  } = await createParty(call, { name: 'Shields', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
  await addItems(call, campaignId, ada, ['Heater Shield']);
  const { sessionId, exec } = await startBlackBarrow(call, campaignId, [ada, bo]);
  await monstersFirstAndDrawn(exec, ada, bo);
  await exec({ type: 'StartTurn' });

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await page.getByTestId(`character-${ada}`).getByRole('button', { name: /^Ada/ }).first().click();
  await page.getByTestId(`item-${ada}-Heater Shield`).click();
  await expect(page.getByTestId('item-effects')).toHaveText('The next attack on Ada: shield 1');
  await page.getByTestId('item-use-confirm').click();
  await expect(page.getByTestId('item-defence')).toHaveText('The next attack on Ada: shield 1 (Heater Shield)');
  await expect(page.getByTestId(`item-${ada}-Heater Shield`)).toHaveAttribute('data-status', 'spent');
  await picture(page, 'shield-1024x768', { fullPage: true });
  await page.getByTestId('attack').click();
  await expect(page.getByTestId('attack-result')).toBeVisible();
  await expect(page.getByTestId('item-defence')).toHaveCount(0);
  // Seed 29: the elite guard's attack 3 with the monsters' +0, less the shield's 1.
  await expect(page.getByTestId(`hp-${ada}`)).toHaveText('8/10');
  await page.setViewportSize({ width: 768, height: 1024 });
  await picture(page, 'after-attack-768x1024', { fullPage: true });
});
