import { expect, test } from './fixture';
import { BRUTE_AND_CRAGHEART, createParty } from './party';
import { atEachSize, TABLET_AND_LAPTOP_SIZES } from './pictures';

test.use({ data: 'gh1', seed: 29 });

interface SessionView {
  state: {
    round: number;
    revealedRooms: string[];
    characters: Record<string, unknown>;
    monsters: Record<string, { typeId: string }>;
    activeFigure: unknown;
  };
  turnOrder: Array<{ status: string }>;
}

/**
 * Crypt Basement with Gloomhaven Secretariat's data (issue 29): its rooms open at the start of
 * rounds 2, 4, 6 and 8. The play screen says so as a rule Haven applies, and when round 2 begins
 * the room on tile J1a is revealed with its monsters, without anyone opening a door.
 */
test("Crypt Basement's room opens by itself at the start of round 2, as its rule says", async ({ page, host, call, picture }) => {
  test.setTimeout(240_000);
  const { campaignId, characterIds } = await createParty(call, { name: 'Crypt', edition: 'gh1', mode: 'casual' }, BRUTE_AND_CRAGHEART);
  const session = await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '53', characterIds });
  const sessionId = session.id as string;
  const view = async () => (await call('scenarios.get', { sessionId })) as unknown as SessionView;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/play/${sessionId}`);
  await expect(page.getByTestId('scenario-rule-2')).toContainText(
    'At the start of round 2: the room on tile J1a opens, with its monsters.',
  );
  await expect(page.getByTestId('scenario-rule-2')).toContainText('Haven applies this');
  const before = await view();
  expect(before.state.revealedRooms).not.toContain('2');

  // Round 1 played through: each character plays two cards, every figure takes its turn.
  for (const [i, id] of Object.keys(before.state.characters).entries())
    await exec({ type: 'ChooseInitiative', characterId: id, choice: { kind: 'cards', leading: 10 + i, second: 50 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  for (let turn = 0; turn < 30; turn++) {
    const now = await view();
    if (now.state.activeFigure === null && !now.turnOrder.some((slot) => slot.status === 'pending')) break;
    await exec({ type: now.state.activeFigure === null ? 'StartTurn' : 'EndTurn' });
  }
  await exec({ type: 'EndRound' });

  const after = await view();
  expect([after.state.round, after.state.revealedRooms.includes('2')]).toEqual([2, true]);
  expect(Object.keys(after.state.monsters).length).toBeGreaterThan(Object.keys(before.state.monsters).length);
  await page.reload();
  // Past the first round the rules are folded away: a tap opens them.
  await page.getByRole('button', { name: 'Goal and rules' }).click();
  await expect(page.getByTestId('scenario-rule-2')).toContainText('the room on tile J1a opens');
  await atEachSize(page, (size) => picture(page, `round-2-${size}`, { fullPage: true }), TABLET_AND_LAPTOP_SIZES);
});
