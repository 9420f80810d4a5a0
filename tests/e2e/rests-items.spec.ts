import { expect, test, type Page } from './fixture';
import { fitsAtEachSize, pictureOf } from './pictures';
import { addItems, BRUTE_AND_CRAGHEART, createParty, playUntilTurnOf, startBlackBarrow } from './party';

test.use({ actionTimeout: 15_000, data: 'gh1', seed: 1 });

const shot = (page: Page, name: string) => pictureOf(page, `rests-items-${name}`, { fullPage: true });

/**
 * With Gloomhaven Secretariat's gh.json: Ada the Brute equips her items on the character sheet
 * (one head item, one small item at level 1), brings only those into Black Barrow, uses them on
 * the play screen, long rests (the 1st edition's heal 2 and refresh of spent items) and short
 * rests at the end of the round.
 */
test('equipment on the sheet, items and rests on the play screen', async ({ page, host, call }) => {
  test.setTimeout(180_000);
  const {
    campaignId,
    characterIds: [ada, bo],
  } = await createParty(call, { name: 'Gear', edition: 'gh1', mode: 'campaign' }, BRUTE_AND_CRAGHEART, { packIds: ['ghs-gh1'] });
  await addItems(call, campaignId, ada, [
    'Boots of Striding',
    'Eagle-Eye Goggles',
    'Iron Helmet',
    'Minor Healing Potion',
    'Minor Stamina Potion',
  ]);

  // The sheet: equip the boots, the goggles and a potion; a second head item and a second small item are refused.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/campaign/${campaignId}/character/${ada}`);
  const equipment = page.getByTestId('equipment');
  await expect(equipment).toContainText('Nothing equipped');
  // Each switch is tapped once the host's answer to the last one shows, as a player sees it.
  await equipment.getByTestId('equip-Boots of Striding').click({ force: true });
  await expect(equipment.getByTestId('equip-Boots of Striding')).toBeChecked();
  await equipment.getByTestId('equip-Eagle-Eye Goggles').click({ force: true });
  await expect(equipment.getByTestId('equip-Eagle-Eye Goggles')).toBeChecked();
  await equipment.getByTestId('equip-Iron Helmet').click({ force: true });
  await expect(page.getByTestId('equipment-error')).toContainText('Only one Head item is equipped at a time; Eagle-Eye Goggles is.');
  await equipment.getByTestId('equip-Minor Healing Potion').click({ force: true });
  await expect(equipment.getByTestId('equip-Minor Healing Potion')).toBeChecked();
  await equipment.getByTestId('equip-Minor Stamina Potion').click({ force: true });
  await expect(page.getByTestId('equipment-error')).toContainText('At level 1 a character brings 1 small item at most');
  await expect(equipment).toContainText('3 of 5 items come into the next scenario.');
  // The perk list as on the sheet: a level-1 Brute has none ticked and the standard 20 cards; the
  // Brute's first perk ticked (with a perk from a level) removes two -1 cards.
  await expect(page.getByTestId('perk-list')).toContainText('Attack modifier deck (20 cards)');
  await call('campaigns.execute', { campaignId, command: { type: 'GainExperience', characterId: ada, amount: 45 } });
  // Levels are taken in town (rulebook p. 44): the party is in Gloomhaven, so Ada takes level 2 and its perk.
  await call('campaigns.execute', { campaignId, command: { type: 'LevelUp', characterId: ada } });
  const firstBox = page.getByTestId('perk-1').getByRole('checkbox').first();
  await expect(firstBox).toBeEnabled();
  await firstBox.click({ force: true });
  await expect(page.getByTestId('perk-list')).toContainText('Attack modifier deck (18 cards)');
  await expect(page.getByTestId('enhancements')).toContainText('The Power of Enhancement');
  await fitsAtEachSize(page, 'sheet', shot, { part: equipment });

  // The setup offers the solo variant.
  await page.goto(`${host.url}/#/campaign/${campaignId}/play`);
  await expect(page.getByTestId('solo-variant')).toBeVisible();
  await fitsAtEachSize(page, 'setup', shot);

  // Black Barrow: Ada long rests (forced), Bo acts first.
  const { sessionId, exec } = await startBlackBarrow(call, campaignId, [ada, bo]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const items = page.getByTestId(`items-${ada}`);
  await expect(items).toContainText('Boots of Striding');
  await expect(items).not.toContainText('Iron Helmet');
  await items.getByTestId(`item-${ada}-Boots of Striding`).click();
  await items.getByTestId(`item-${ada}-Minor Healing Potion`).click();
  // The potion's heal waits for the party's word (issue 29, point 3).
  await page.getByTestId('item-use-confirm').click();
  await expect(items.getByTestId(`item-${ada}-Boots of Striding`)).toHaveAttribute('data-status', 'spent');
  await expect(items.getByTestId(`item-${ada}-Minor Healing Potion`)).toHaveAttribute('data-status', 'consumed');

  await page.getByTestId(`rest-${ada}`).click();
  await page.getByTestId(`forced-rest-${ada}`).click();
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 1, second: 2 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'SufferDamage', figure: { kind: 'character', id: ada }, amount: 3, source: 'other' });
  await playUntilTurnOf(call, sessionId, ada);
  const rest = page.getByTestId('long-rest');
  await expect(rest).toContainText('Ada long rests');
  await expect(rest).toContainText('heals 2 and refreshes every spent item');
  await fitsAtEachSize(page, 'long-rest', shot, { part: rest, touchTarget: page.getByTestId('take-long-rest') });
  await page.getByTestId('take-long-rest').click();
  await expect(page.getByTestId('long-rest-taken')).toBeVisible();
  await expect(items.getByTestId(`item-${ada}-Boots of Striding`)).toHaveAttribute('data-status', 'ready');
  await expect(items.getByTestId(`item-${ada}-Minor Healing Potion`)).toHaveAttribute('data-status', 'consumed');
  const health = (await call('scenarios.get', { sessionId })).state.characters[ada].health as number;
  const max = (await call('scenarios.get', { sessionId })).state.characters[ada].maxHealth as number;
  expect(health).toBe(max - 1);

  // The end of the round: short rests.
  await exec({ type: 'EndTurn' });
  const short = page.getByTestId('short-rest');
  await expect(short).toBeVisible();
  await short.getByTestId(`short-rest-${bo}`).click();
  await expect(short).toContainText('Bo short rested.');
  await fitsAtEachSize(page, 'short-rest', shot, { part: short });
});
