import { expect, test } from './fixture';

test.use({ seed: 29 });

/**
 * Every character's battle goal is entered in one settlement (issue 29): ticking a second
 * character's "battle goal met" box, and unticking the first, once blanked the whole app. Now both
 * boxes answer, and the settlement applies exactly the ticked goal's checkmarks.
 */
test("a settlement takes two characters' battle goals, one ticked and unticked again", async ({ page, host, call, picture }) => {
  const campaignId = (await call('campaigns.create', { name: 'Goals night', edition: 'gh1' })).state.id as string;
  for (const [classId, name] of [
    ['lanternwright', 'Ada'],
    ['reedwalker', 'Bo'],
  ])
    await call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId, name, gold: 15 } });
  const [ada, bo] = ((await call('campaigns.get', { campaignId })).state.characters as { id: string }[]).map((c) => c.id) as [
    string,
    string,
  ];
  await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: ['haven-demo-gh1'] } });
  const dealt: Array<{ characterId: string; goals: Array<{ id: string; checks: number }> }> = await call('town.dealBattleGoals', {
    campaignId,
  });
  for (const hand of dealt)
    await call('campaigns.execute', {
      campaignId,
      command: { type: 'KeepBattleGoal', characterId: hand.characterId, goalId: hand.goals[0]!.id },
    });
  const session = await call('scenarios.start', {
    campaignId,
    packId: 'haven-demo-gh1',
    scenarioId: 'demo-1',
    characterIds: [ada, bo],
    scenarioLevel: 1,
  });
  const sessionId = session.id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  // Won in the first round: both rest, the goal is marked met, the round ends.
  for (const characterId of [ada, bo]) await exec({ type: 'ChooseInitiative', characterId, choice: { kind: 'longRest' } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'MarkGoalMet' });
  for (;;) {
    const view = await call('scenarios.get', { sessionId });
    if (view.state.activeFigure) await exec({ type: 'EndTurn' });
    if (!(await call('scenarios.get', { sessionId })).turnOrder.some((slot: { status: string }) => slot.status === 'pending')) break;
    await exec({ type: 'StartTurn' });
  }
  await exec({ type: 'EndRound' });

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  const adaGoal = page.getByTestId(`goal-met-${ada}`);
  const boGoal = page.getByTestId(`goal-met-${bo}`);
  await adaGoal.check();
  await boGoal.check();
  await adaGoal.uncheck();
  await expect(boGoal).toBeChecked();
  await expect(adaGoal).not.toBeChecked();
  await expect(page.getByTestId('fault-notice')).toHaveCount(0);
  await picture(page, 'two-characters');

  await page.getByTestId('apply-settlement').click();
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  const characters = (await call('campaigns.get', { campaignId })).state.characters as Array<{ id: string; checkmarks: number }>;
  const boChecks = dealt.find((hand) => hand.characterId === bo)!.goals[0]!.checks;
  expect(Object.fromEntries(characters.map((c) => [c.id, c.checkmarks]))).toEqual({ [ada]: 0, [bo]: boChecks });
});
