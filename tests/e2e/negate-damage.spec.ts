import { startDemoSession } from './demo-session';
import { expect, test } from './fixture';
import { fitsAtEachSize, SCREEN_SIZES } from './pictures';

// Seed 1: the elite Bog Shambler reveals 9102 (Move +1, Attack -1, Push 1: attack 3 at level 1).
test.use({ actionTimeout: 15_000, seed: 1 });

test('a character may lose cards instead of suffering damage, from a monster attack or a tap on its hit points', async ({
  page,
  host,
  picture,
}) => {
  const { ws, sessionId, ada, bo, exec } = await startDemoSession(host.url, [{ typeId: 'bog-shambler', rank: 'elite', standeeNumber: 1 }]);
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 99, second: 98 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 97, second: 96 } });
  const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
  expect(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'bog-shambler').card.id).toBe('9102');
  const health = async () => (await ws.call('scenarios.get', { sessionId })).state.characters[ada].health as number;
  const full = await health();

  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId('play')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByTestId('slot-bog-shambler#1')).toHaveAttribute('data-status', 'active');

  // The Shambler attacks Ada; her player loses cards instead.
  await page.getByTestId(`character-${ada}`).getByRole('button', { name: /^Ada/ }).first().click();
  const negate = page.getByTestId('negate-damage');
  await expect(negate).toHaveAttribute('aria-pressed', 'false');
  await negate.click();
  await expect(negate).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('attack').click();
  await expect(page.getByTestId('attack-result')).toContainText('negated by losing cards');
  expect(await health()).toBe(full);
  await picture(page, 'attack-1280x800', { fullPage: true });

  // Damage tapped on her hit points: the toggle holds for that damage only.
  await page.getByTestId('negate-next-damage').click();
  await page.getByTestId('damage-2').click();
  await expect
    .poll(async () => ((await ws.call('scenarios.get', { sessionId })).history as { summary: string }[])[0]?.summary)
    .toBe('Ada loses cards to negate 2 damage');
  expect(await health()).toBe(full);
  await expect(page.getByTestId('negate-next-damage')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('damage-1').click();
  await expect.poll(health).toBe(full - 1);
  for (const [width, height] of [
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page, `figure-${width}x${height}`, { fullPage: true });
  }
  ws.close();
});

test("a character's player may lose cards instead of suffering the retaliate of the monster it attacks (p. 28)", async ({
  page,
  host,
  picture,
}) => {
  // The elite Thornling's stat card gives it Retaliate 2 at level 1 (the demo pack).
  const { ws, sessionId, ada, bo, exec, session } = await startDemoSession(host.url, [
    { typeId: 'thornling', rank: 'elite', standeeNumber: 1 },
  ]);
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 5, second: 98 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 97, second: 96 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'StartTurn' });
  expect((await session()).state.activeFigure).toEqual({ kind: 'character', id: ada });
  const health = async () => (await session()).state.characters[ada].health as number;
  const full = await health();

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId('play')).toBeVisible();
  await page.getByTestId('standee-thornling#1').click();
  const choice = page.getByTestId('retaliate-choice');
  await expect(choice).toContainText('it retaliates 2: Ada suffers the damage or loses cards instead');
  const negate = choice.getByTestId('negate-retaliate');
  await fitsAtEachSize(page, 'retaliate', picture, { part: choice, touchTarget: negate, sizes: SCREEN_SIZES });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByTestId('retaliate-choice')).toBeVisible();
  await page.getByTestId('negate-retaliate').click();
  await expect(page.getByTestId('negate-retaliate')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('attack-value').fill('1');
  await page.getByTestId('attack').click();
  await expect.poll(async () => ((await session()).history as { summary: string }[])[0]?.summary).toMatch(/Ada negates 2 by losing cards/);
  expect(await health()).toBe(full);
  ws.close();
});
