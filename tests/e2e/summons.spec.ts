import { expect, test, type Page } from './fixture';
import { connectHost } from '../support/host-client';
import { DEMO_PARTY, startAdHocScenario } from './party';
import { pictureOf } from './pictures';

test.use({ actionTimeout: 15_000 });

const shot = (page: Page, name: string) => pictureOf(page, `summons-${name}`);

/** The figures in the turn order, top to bottom, by their slot's test id. */
const order = (page: Page) =>
  page
    .getByTestId('turn-order')
    .locator('[data-status]')
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-testid')));

test('a character summons through the play screen: the summon acts just before its owner, takes damage and dies', async ({
  page,
  host,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { call, close } = await connectHost(host.url);
  const session = await startAdHocScenario(call, { packId: 'haven-demo-gh1', scenarioId: 'demo-1' }, DEMO_PARTY);
  close();
  await page.goto(`${host.url}/#/play/${session.id}`);
  await expect(page.getByTestId('play')).toBeVisible();

  // Ada summons before the round's cards are chosen: it acts this round, just before her.
  await page.getByTestId('add-summon-character-1').click();
  await expect(page.getByRole('dialog', { name: 'Ada summons' })).toBeVisible();
  await page.getByTestId('summon-submit').click();
  await expect(page.getByTestId('summon-problem')).toContainText('name');
  await page.getByTestId('summon-name').fill('Mystic Ally');
  await page.getByTestId('summon-health').fill('4');
  await page.getByTestId('summon-shield').fill('1');
  await page.getByTestId('summon-move').fill('3');
  await page.getByTestId('summon-attack').fill('2');
  await shot(page, '01-form');
  await page.getByTestId('summon-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const ally = page.getByTestId('summon-mystic-ally-1');
  await expect(page.getByTestId('character-character-1').getByTestId('summon-mystic-ally-1')).toContainText('4/4');
  await expect(ally).toContainText('shield 1');
  await expect(ally).toContainText('move 3 · attack 2');

  for (const [id, cards] of [
    ['character-1', '20 40'],
    ['character-2', '30 50'],
  ] as const) {
    await page.getByTestId(`initiative-${id}`).fill(cards);
    await page.getByTestId(`initiative-${id}`).press('Enter');
  }
  await expect(page.getByTestId('draw')).toBeEnabled();
  await page.keyboard.press('d');
  await expect(page.getByTestId('next-turn')).toBeVisible();
  const slots = await order(page);
  expect(slots.indexOf('slot-mystic-ally-1')).toBe(slots.indexOf('slot-character-1') - 1);
  await expect(page.getByTestId('slot-mystic-ally-1')).toContainText('20');

  // Damaged like a standee, through the figure panel.
  await ally.click();
  await expect(page.getByTestId('figure-health')).toContainText('4/4');
  await page.getByTestId('damage-1').click();
  await expect(page.getByTestId('figure-health')).toContainText('3/4');
  await expect(ally).toContainText('3/4');
  await page.getByTestId('condition-poison').click();
  await expect(ally.getByRole('img', { name: 'poison' })).toBeVisible();

  // S summons for the selected character; during the turns it waits for the next round.
  await page.getByTestId('character-character-2').getByRole('button', { name: /Bo/ }).first().click();
  await page.keyboard.press('s');
  await expect(page.getByRole('dialog', { name: 'Bo summons' })).toBeVisible();
  await page.getByTestId('summon-name').fill('Rat Swarm');
  await page.getByTestId('summon-health').fill('2');
  await page.getByTestId('summon-health').press('Enter');
  await expect(page.getByTestId('summon-rat-swarm-1')).toContainText('next round');
  expect(await order(page)).not.toContain('slot-rat-swarm-1');
  await ally.click();
  await shot(page, '02-summons');

  // K kills the selected summon: it leaves the party and the turn order; undo brings it back.
  await page.keyboard.press('k');
  await expect(ally).toHaveCount(0);
  await expect(page.getByTestId('slot-mystic-ally-1')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(ally).toContainText('3/4');
  await expect(page.getByTestId('slot-mystic-ally-1')).toBeVisible();

  // Bo's card left his active area: the player says so, and the rat swarm leaves with its hit points left.
  const rats = page.getByTestId('summon-rat-swarm-1');
  await rats.click();
  await expect(page.getByTestId('summon-card-gone')).toHaveAttribute('title', /ability card left the active area/);
  await shot(page, '03-card-gone');
  await page.getByTestId('summon-card-gone').click();
  await expect(rats).toHaveCount(0);
  await expect(ally).toContainText('3/4');
  await page.getByTestId('open-history').click();
  await expect(page.getByTestId('history')).toContainText("Bo's Rat Swarm removed: its card left the active area");
  await page.keyboard.press('Escape');
  // A monster has no such card: its panel has no such button.
  await page.locator('[data-testid^="standee-"]').first().click();
  await expect(page.getByTestId('kill')).toBeVisible();
  await expect(page.getByTestId('summon-card-gone')).toHaveCount(0);

  await page.keyboard.press('?');
  await expect(page.getByTestId('help')).toContainText('Add a summon');
  expect(errors).toEqual([]);
});
