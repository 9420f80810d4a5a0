import { tapHex } from './board-gestures';
import { startDemoSession } from './demo-session';
import { expect, test } from './fixture';

// Seed 1 (the fixture's): nothing here is drawn but the Thornling's card, which the spec does not read.
test.use({ actionTimeout: 15_000, seed: 1 });

test('a monster killed on the board drops a money token there; tapped, it is looted into the character’s gold', async ({
  page,
  host,
  picture,
}) => {
  const { ws, sessionId, ada, bo, exec, place, session } = await startDemoSession(host.url, [
    { typeId: 'thornling', rank: 'normal', standeeNumber: 1 },
  ]);
  // A floor of 5 by 3 hexes; Ada beside the Thornling, Bo behind her.
  const hexes: [number, number][] = [];
  for (let q = 0; q < 5; q++) for (let r = 0; r < 3; r++) hexes.push([q, r]);
  await exec({ type: 'EditBoard', edit: { type: 'paintTerrain', hexes, terrain: 'floor' } });
  await place(ada, 'character', [1, 1]);
  await place(bo, 'character', [0, 1]);
  await place('thornling#1', 'monster', [3, 1]);
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 5, second: 96 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 97, second: 98 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'StartTurn' });

  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await expect(page.getByTestId('scenario-board')).toBeVisible();
  await expect(page.locator('[data-figure]')).toHaveCount(3);
  await expect(page.getByTestId('money-tokens')).toHaveCount(0);

  // Ada kills the Thornling: its token lies where it died, named in words.
  await exec({ type: 'SufferDamage', figure: { kind: 'monster', id: 'thornling#1' }, amount: 30, source: 'other' });
  await expect(page.locator('[data-figure]')).toHaveCount(2);
  const token = page.getByTestId('money-tokens').locator('[data-money-token]');
  await expect(token).toHaveCount(1);
  await expect(token).toHaveAttribute('aria-label', '1 money token');
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await picture(page, 'money-token-dropped', { fullPage: true });

  // A tap on its hex offers it to each character; Ada takes it.
  await tapHex(page, 3, 1);
  const card = page.getByTestId('money-token-card');
  await expect(card).toContainText('1 money token lies here');
  await picture(page, 'money-token-card', { fullPage: true });
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page, `money-token-card-${width}x${height}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('button', { name: 'Loot for Ada' }).click();
  await expect(token).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('board-last-step')).toContainText('Ada loots 1 money token');
  expect((await session()).state.characters[ada].moneyTokens).toBe(1);

  // The play screen shows it in Ada's loot, and its gold at level 1 (2 gold a token, p. 15).
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const loot = page.getByTestId(`loot-value-${ada}`);
  await expect(loot).toHaveText('1');
  await expect(loot).toHaveAttribute('title', "1 money token: 2 gold at this scenario's level");
  ws.close();
});
