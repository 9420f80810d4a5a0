import { expect, test, type Page } from '@playwright/test';
import { startDemoSession } from './demo-session';
import { newDataDir, startHostProcess } from './host-process';

test.use({ actionTimeout: 15_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/attack-panel-${name}.png` });

/** The elite Bog Shambler's cards with an attack (9108 only heals); its stats add immobilize to each. */
const ATTACK_CARDS = ['9101', '9102', '9103', '9104', '9106', '9107'];

test('each attack starts from its own card: a value and a toggle typed for Ada never reach the monster after her', async ({ page }) => {
  test.setTimeout(120_000);
  const host = await startHostProcess(newDataDir());
  try {
    const { ws, sessionId, ada, bo, exec, playRoundOut } = await startDemoSession(
      host.url,
      [{ typeId: 'bog-shambler', rank: 'elite', standeeNumber: 1 }],
      { adaLevel: 9 },
    );
    // Ada first (1), the Shambler next (59-90), Bo last (99): round after round until it draws an attack.
    let card = '';
    for (let round = 0; round < 40 && !ATTACK_CARDS.includes(card); round++) {
      if (round > 0) await playRoundOut();
      await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 1, second: 2 } });
      await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 99, second: 98 } });
      card = (await exec({ type: 'DrawMonsterAbilityCards' })).monsterGroups.find((g: { typeId: string }) => g.typeId === 'bog-shambler')
        .card.id;
    }
    expect(ATTACK_CARDS).toContain(card);
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
    await shot(page, '00-range-1024x768');
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
    const placeholder = (await page.getByTestId('attack-value').getAttribute('placeholder')) ?? '';
    const cardValue = /^card: (\d+)$/.exec(placeholder)?.[1];
    expect(cardValue, `the field shows the card's attack, not "${placeholder}"`).toBeDefined();

    await page.getByTestId(`slot-${ada}`).click();
    await page.getByTestId('attack').click();
    // One card drawn, the card's value used, and the elite's immobilize applied.
    // (A null draw is a miss whatever the value: the value is checked on every other draw.)
    await expect(page.getByTestId('attack-result')).toHaveText(new RegExp(`^Ada: (${cardValue} →|miss)`));
    await expect(page.getByTestId('last-draw')).not.toContainText('cards drawn');
    await expect(page.getByTestId('modifier-card')).toHaveCount(1);
    await expect(page.getByTestId('condition-immobilize')).toHaveAttribute('aria-pressed', 'true');
    await shot(page, '01-monster-attack');
  } finally {
    await host.stop();
  }
});
