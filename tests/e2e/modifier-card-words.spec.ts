import { startDemoSession } from './demo-session';
import { expect, test } from './fixture';

test.use({ actionTimeout: 15_000, seed: 1 });

/**
 * A drawn curse is named in words, with what it does (issue 29: it showed as "CURSE ∅", and the
 * null card as "∅ null"): Ada's deck holds ten curses, so one of her first attacks draws one (seed 1).
 */
test('a drawn curse reads "Curse" and "no damage" on the play screen', async ({ page, host, picture }) => {
  const { ws, sessionId, ada, bo, exec } = await startDemoSession(host.url, [{ typeId: 'bog-shambler', rank: 'normal', standeeNumber: 1 }]);
  for (let i = 0; i < 10; i += 1) await exec({ type: 'ShuffleInModifierCard', deck: ada, card: 'curse' });
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 1, second: 2 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 99, second: 98 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'StartTurn' });
  // Attacks of 0 until one draws a curse (seed 1: the same number of attacks on every run).
  const attack = {
    type: 'Attack',
    attacker: { kind: 'character', id: ada },
    attack: 0,
    targets: [{ target: { kind: 'monster', id: 'bog-shambler#1' } }],
  };
  for (let i = 0; i < 10; i += 1) {
    const view = await exec(attack);
    if (view.lastModifierDraw?.drawn.some((card: { id: string }) => card.id === 'curse')) break;
  }
  ws.close();

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId('play')).toBeVisible();
  await expect(page.getByTestId(`slot-${ada}`)).toHaveAttribute('data-status', 'active');
  await page.getByTestId('standee-bog-shambler#1').click();
  await expect(page.getByTestId('modifier-card')).toHaveText('Curse∅ no damage');
  await expect(page.getByTestId('attack-result')).toHaveText('Bog Shambler 1: no damage (Null or Curse drawn)');
  await page.getByTestId('last-draw').scrollIntoViewIfNeeded();
  await picture(page, 'curse-drawn-1024x768');
  await page.setViewportSize({ width: 768, height: 1024 });
  await picture(page, 'curse-drawn-768x1024');
});
