import { startDemoSession } from './demo-session';
import { expect, test } from './fixture';

test.use({ actionTimeout: 15_000, seed: 1 });

test('each attack starts from its own card: a value and a toggle typed for Ada never reach the monster after her', async ({
  page,
  host,
  picture,
}) => {
  const { ws, sessionId, ada, bo, exec } = await startDemoSession(host.url, [{ typeId: 'bog-shambler', rank: 'elite', standeeNumber: 1 }], {
    adaLevel: 9,
  });
  // Ada first (1), the Shambler next (59-90), Bo last (99). Seed 1: the elite Shambler reveals
  // 9102 (Move +1, Attack -1, Push 1: attack 3 for the elite at level 1).
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 1, second: 2 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 99, second: 98 } });
  const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
  expect(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'bog-shambler').card.id).toBe('9102');
  ws.close();

  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId('play')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByTestId(`slot-${ada}`)).toHaveAttribute('data-status', 'active');

  // Ada attacks the Shambler with a typed 1 and advantage.
  await page.getByTestId('standee-bog-shambler#1').click();
  // The range field sits beside the value at a touch tablet's size, with no sideways scrolling.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByTestId('attack-range').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('attack-range')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await picture(page, '00-range-1024x768');
  await page.getByTestId('attack-value').fill('1');
  await page.getByTestId('advantage').click();
  await page.getByTestId('attack').click();
  await expect(page.getByTestId('last-draw')).toContainText('2 cards drawn');
  await expect(page.getByTestId('attack-result')).toContainText('1 →');

  // The Shambler's turn: nothing of Ada's attack is left in the panel.
  await page.keyboard.press('n');
  await expect(page.getByTestId('slot-bog-shambler#1')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('attack-value')).toHaveValue('');
  await expect(page.getByTestId('advantage')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('attack-value')).toHaveAttribute('placeholder', 'card: 3');

  await page.getByTestId(`slot-${ada}`).click();
  await page.getByTestId('attack').click();
  // One card drawn (seed 1: a +1), the card's 3 used, and the elite's immobilize applied.
  await expect(page.getByTestId('attack-result')).toHaveText(/^Ada: 3 → 4\b/);
  await expect(page.getByTestId('last-draw')).not.toContainText('cards drawn');
  await expect(page.getByTestId('modifier-card')).toHaveCount(1);
  await expect(page.getByTestId('condition-immobilize')).toHaveAttribute('aria-pressed', 'true');
  await picture(page, '01-monster-attack');
});
