import { expect, test } from './fixture';
import { createParty, DEMO_PARTY, playRoundOut, startDemoScenario } from './party';
import { noSideways } from './pictures';

test.use({ seed: 31 });

/**
 * Issue 31: the settlement shows each character's kills from the scenario's log, and settling
 * counts them for the character's personal quest.
 */
test("the settlement lists a character's kills by monster type and counts them for the campaign", async ({ page, host, call, picture }) => {
  const {
    campaignId,
    characterIds: [ada, bo],
  } = await createParty(call, { name: 'Kills night', edition: 'gh1' }, DEMO_PARTY);
  const { sessionId, exec } = await startDemoScenario(call, campaignId, [ada, bo]);
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 5, second: 6 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'longRest' } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  const started = await exec({ type: 'StartTurn' });
  const monster = Object.values(started.state.monsters as Record<string, { id: string; typeId: string }>)[0]!;
  const monsterName = started.state.monsterTypes[monster.typeId].name as string;
  // An elite of the same type joins (a spawn): its death says its rank, which a quest counts (524).
  const added = await exec({ type: 'AddMonsters', monsters: [{ typeId: monster.typeId, rank: 'elite', isSpawned: true }] });
  const elite = Object.values(added.state.monsters as Record<string, { id: string; rank: string }>).find((m) => m.rank === 'elite')!;
  await exec({
    type: 'Attack',
    attacker: { kind: 'character', id: ada },
    attack: 99,
    targets: [{ target: { kind: 'monster', id: monster.id } }, { target: { kind: 'monster', id: elite.id } }],
  });
  await exec({ type: 'MarkGoalMet' });
  await playRoundOut(call, sessionId);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId(`kills-${ada}`)).toHaveText(`1 × ${monsterName}, 1 × ${monsterName} (elite)`);
  await expect(page.getByTestId(`kills-${bo}`)).toHaveText('none');
  await picture(page, 'kills-1024');
  await page.setViewportSize({ width: 768, height: 1024 });
  await picture(page, 'kills-768');
  // A phone (360×740): the Kills column's words wrap inside it; nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  // The phone layout replaces the table with one block per character: wait for the blocks
  // themselves, so nothing below touches a table cell that is about to be replaced.
  const blocks = page.getByTestId('settlement-blocks');
  await expect(blocks).toBeVisible();
  await expect(blocks.getByTestId(`kills-${ada}`)).toHaveText(`1 × ${monsterName}, 1 × ${monsterName} (elite)`);
  await blocks.getByTestId(`kills-${ada}`).scrollIntoViewIfNeeded();
  expect(await noSideways(page)).toBe(true);
  // Each character's figures, its kills with them, lie within the screen's 360 px.
  const row = await blocks.getByTestId(`settle-${ada}`).boundingBox();
  expect(row !== null && row.x >= 0 && row.x + row.width <= 360).toBe(true);
  await picture(page, 'kills-360');
  await page.setViewportSize({ width: 1024, height: 768 });

  await page.getByTestId('apply-settlement').click();
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  const characters = (await call('campaigns.get', { campaignId })).state.characters as Array<{
    id: string;
    tallies: { kills: object; eliteKills: number };
  }>;
  expect(characters.map((c) => c.tallies.kills)).toEqual([{ [monster.typeId]: 2 }, {}]);
  expect(characters.map((c) => c.tallies.eliteKills)).toEqual([1, 0]);
});
