import { describe, expect, it, onTestFinished } from 'vitest';
import { newScenarioSessionSchema } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { campaignWithDemoParty, openScenarioServices } from '../../tests/support/scenario-services';
import { parsed } from '../../tests/support/commands';

describe("a settlement counts each character's kills from the scenario's log", () => {
  it('counts the kills that stand, by type, for the character who made them; an undone kill counts for no one', async () => {
    const { opened, campaigns, scenarios } = await openScenarioServices('haven-kills-');
    onTestFinished(() => opened.close());
    const { campaignId, characterIds } = await campaignWithDemoParty(campaigns);
    const [a, b] = characterIds as [string, string];
    const view = await scenarios.start(
      newScenarioSessionSchema.parse({
        campaignId,
        packId: 'haven-demo-gh1',
        scenarioId: 'demo-1',
        characterIds,
        scenarioLevel: 1,
      }),
    );
    const run = async (command: ScenarioCommandInput) => scenarios.execute(view.id, parsed(command));
    await run({ type: 'ChooseInitiative', characterId: a, choice: { kind: 'cards', leading: 5, second: 6 } });
    await run({ type: 'ChooseInitiative', characterId: b, choice: { kind: 'longRest' } });
    await run({ type: 'DrawMonsterAbilityCards' });
    let current = await run({ type: 'StartTurn' });
    expect(current.state.activeFigure).toEqual({ kind: 'character', id: a });
    const [first, second] = Object.values(current.state.monsters);
    if (!first || !second) throw new Error('the demo scenario places two monsters in its first room');
    const kill = (standeeId: string) =>
      run({
        type: 'Attack',
        attacker: { kind: 'character', id: a },
        attack: 99,
        targets: [{ target: { kind: 'monster', id: standeeId } }],
      });
    current = await kill(first.id);
    expect(current.state.monsters[first.id]).toBeUndefined();
    // A second kill, undone: it leaves the log's live events.
    current = await kill(second.id);
    expect(current.state.monsters[second.id]).toBeUndefined();
    await scenarios.undo(view.id);
    await run({ type: 'MarkGoalMet' });
    current = await run({ type: 'EndTurn' });
    while (current.turnOrder.some((slot) => slot.status === 'pending')) {
      await run({ type: 'StartTurn' });
      current = await run({ type: 'EndTurn' });
    }
    expect((await run({ type: 'EndRound' })).status).toBe('ended');
    await scenarios.settle(view.id, {});

    const campaign = (await campaigns.get(campaignId)).state;
    expect(campaign.characters.map((c) => c.tallies?.kills)).toEqual([{ [first.typeId]: 1 }, {}]);
    const history = await campaigns.history(campaignId);
    const name = current.state.monsterTypes[first.typeId]?.name;
    expect(history[0]?.summary).toContain(`Kills in scenario demo-1, counted for personal quests: Ada: 1 × ${name}`);
  });
});
