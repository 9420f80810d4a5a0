import { describe, expect, it } from 'vitest';
import { campaignCommandSchema, type CampaignCommandInput } from './commands';
import { decideCampaign } from './decide';
import { evolveCampaignAll } from './evolve';
import { keptGoal } from './battle-goal-hands';
import { emptyCampaign, type CampaignState } from './state';

function run(state: CampaignState, ...inputs: CampaignCommandInput[]): CampaignState {
  return inputs.reduce((s, input) => evolveCampaignAll(s, decideCampaign(s, campaignCommandSchema.parse(input))), state);
}

const goal = (id: string, checks = 1) => ({ id, name: `Goal ${id}`, checks, text: '' });
const party = run(
  emptyCampaign('c', 'Goals', 'gh1', 'campaign'),
  { type: 'CreateCharacter', characterId: 'a', classId: 'Brute', name: 'Ana', gold: 30 },
  { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
);
const settle = (outcome: 'success' | 'failure', checkmarks: number): CampaignCommandInput => ({
  type: 'ApplyScenarioSettlement',
  scenarioId: '1',
  outcome,
  characters: [{ characterId: 'a', experience: 5, gold: 0, checkmarks }],
});

describe('battle goals are kept until the scenario is settled (1st ed. rulebook p. 10)', () => {
  const dealt = run(party, { type: 'DealBattleGoals', hands: [{ characterId: 'a', goals: [goal('g1'), goal('g2', 2)] }] });

  it('keeps the dealt hand, one kept card, and refuses a second deal before the settlement', () => {
    const kept = run(dealt, { type: 'KeepBattleGoal', characterId: 'a', goalId: 'g2' });
    expect(keptGoal(kept, 'a')).toMatchObject({ id: 'g2', checks: 2 });
    expect(() => run(kept, { type: 'KeepBattleGoal', characterId: 'a', goalId: 'g1' })).toThrow(/kept a battle goal already/);
    expect(() => run(dealt, { type: 'KeepBattleGoal', characterId: 'a', goalId: 'g9' })).toThrow(/not dealt/);
    expect(() => run(kept, { type: 'DealBattleGoals', hands: [{ characterId: 'a', goals: [goal('g3')] }] })).toThrow(/dealt already/);
  });

  it("the settlement gives the kept card's checkmarks or none, then returns the cards", () => {
    const kept = run(dealt, { type: 'KeepBattleGoal', characterId: 'a', goalId: 'g2' });
    expect(() => run(kept, settle('success', 1))).toThrow(/worth 2 checkmarks when met/);
    expect(() => run(kept, settle('failure', 2))).toThrow(/no battle-goal checkmarks from a lost scenario/);
    const settled = run(kept, settle('success', 2));
    expect(settled.characters[0]?.checkmarks).toBe(2);
    expect(settled.battleGoals).toEqual([]);
    expect(run(settled, { type: 'DealBattleGoals', hands: [{ characterId: 'a', goals: [goal('g1')] }] }).battleGoals).toHaveLength(1);
  });
});
