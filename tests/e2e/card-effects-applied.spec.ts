import { expect, test, type Page } from './fixture';
import { startAdHocScenario } from './party';
import type { TakePicture } from './pictures';

// gh2e.json installed; seed 13: the Cultist's first card is Dark Ritual (765: summon a Living
// Bones, suffer 1 damage, stun itself).
test.use({ actionTimeout: 15_000, data: 'gh2e', seed: 13 });

/** For the one who changes the screen to look at: the desktop, a small laptop and a tablet held upright. */
async function pictures(page: Page, picture: TakePicture, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page, `${name}-${width}x${height}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a 2nd-edition Cultist's Dark Ritual summons its Living Bones onto the board and hurts itself, through the engine", async ({
  page,
  host,
  call,
  picture,
}) => {
  // Only the Cultist is asked for: the Living Bones it summons come with it.
  const started = await startAdHocScenario(call, { packId: 'ghs-gh2', monsterTypeIds: ['cultist'], scenarioLevel: 1 }, [
    ['bruiser', 'Brak'],
    ['mindthief', 'Whisper'],
  ]);
  const sessionId = started.id as string;
  expect(Object.keys(started.state.monsterTypes).sort()).toEqual(['cultist', 'living-bones']);
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  const session = () => call('scenarios.get', { sessionId });
  const [brak, whisper] = Object.keys(started.state.characters) as [string, string];
  await exec({ type: 'AddMonsters', monsters: [{ typeId: 'cultist', rank: 'normal', standeeNumber: 1 }] });
  await exec({ type: 'EditBoard', edit: { type: 'fillRectangle', from: [0, 0], to: [8, 4], terrain: 'floor' } });
  const place = (id: string, kind: string, hex: [number, number]) =>
    exec({ type: 'EditBoard', edit: { type: 'placeFigure', figure: { id, kind, hex, name: id } } });
  await place(brak, 'character', [2, 2]);
  await place('cultist#1', 'monster', [5, 2]);
  await place(whisper, 'character', [7, 2]);
  // The characters last: the Cultist acts first.
  await exec({ type: 'ChooseInitiative', characterId: brak, choice: { kind: 'cards', leading: 95, second: 96 } });
  await exec({ type: 'ChooseInitiative', characterId: whisper, choice: { kind: 'cards', leading: 97, second: 98 } });
  const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
  expect(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'cultist').card.id).toBe('765');
  await exec({ type: 'StartTurn' });

  await page.goto(`${host.url}/#/play/${sessionId}/board`);
  await expect(page.getByTestId('standee-turn')).toHaveAttribute('data-standee', 'cultist#1');
  const summon = page.getByTestId('effect-summon');
  await expect(summon).toContainText('Summon normal Living Bones');
  await pictures(page, picture, '01-offered');

  // Of the Cultist's free neighbours only (6,2) stands next to an enemy (Whisper): one tap puts it there.
  await page.getByTestId('summon-living-bones').click();
  await expect(summon).toContainText('Summoned');
  const after = await session();
  const bones = Object.values(after.state.monsters as Record<string, { id: string; typeId: string; firstRound: number }>).find(
    (m) => m.typeId === 'living-bones',
  );
  expect(bones?.firstRound).toBe(after.state.round + 1);
  expect(after.board.figures.find((f: { id: string }) => f.id === bones?.id)?.hex).toEqual([6, 2]);
  await expect(page.getByTestId('board-last-step')).toContainText('Cultist 1 summoned Living Bones');

  // Its own damage: one tap, the Cultist's hit points in the session.
  const health = after.state.monsters['cultist#1'].health as number;
  await page.getByTestId('effect-suffer').getByRole('button').click();
  await expect.poll(async () => (await session()).state.monsters['cultist#1'].health).toBe(health - 1);
  await pictures(page, picture, '02-applied');
});
