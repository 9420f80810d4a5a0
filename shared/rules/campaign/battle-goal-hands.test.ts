import { describe, expect, it } from 'vitest';
import { run } from './campaign.fixture';
import type { CampaignCommandInput } from './commands';
import { keptGoal } from './battle-goal-hands';
import { emptyCampaign } from './state';

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
  const dealt = run(party, { type: 'DealBattleGoals', deck: [goal('g1'), goal('g2', 2)] });

  it('keeps the dealt hand, one kept card, and refuses a second deal before the settlement', () => {
    const kept = run(dealt, { type: 'KeepBattleGoal', characterId: 'a', goalId: 'g2' });
    expect(keptGoal(kept, 'a')).toMatchObject({ id: 'g2', checks: 2 });
    expect(() => run(kept, { type: 'KeepBattleGoal', characterId: 'a', goalId: 'g1' })).toThrow(/kept a battle goal already/);
    expect(() => run(dealt, { type: 'KeepBattleGoal', characterId: 'a', goalId: 'g9' })).toThrow(/not dealt/);
    expect(() => run(kept, { type: 'DealBattleGoals', deck: [goal('g3'), goal('g4')] })).toThrow(/dealt already/);
  });

  it("the settlement gives the kept card's checkmarks or none, then returns the cards", () => {
    const kept = run(dealt, { type: 'KeepBattleGoal', characterId: 'a', goalId: 'g2' });
    expect(() => run(kept, settle('success', 1))).toThrow(/worth 2 checkmarks when met/);
    expect(() => run(kept, settle('failure', 2))).toThrow(/no battle-goal checkmarks from a lost scenario/);
    const settled = run(kept, settle('success', 2));
    expect(settled.characters[0]?.checkmarks).toBe(2);
    expect(settled.battleGoals).toEqual([]);
    expect(run(settled, { type: 'DealBattleGoals', deck: [goal('g1'), goal('g2')] }).battleGoals).toHaveLength(1);
  });
});

describe("the deal draws from the campaign's own generator (kept in its state, so a replay deals the same)", () => {
  const deck = Array.from({ length: 10 }, (_, i) => goal(`g${i}`));
  const two = run(party, { type: 'CreateCharacter', characterId: 'b', classId: 'Tinkerer', name: 'Bo', gold: 30 });

  it('gives each active character two different cards in 1st edition, three in 2nd, none twice', () => {
    const dealt = run(two, { type: 'DealBattleGoals', deck });
    const ids = dealt.battleGoals.flatMap((h) => h.dealt.map((g) => g.id));
    expect(dealt.battleGoals.map((h) => h.dealt.length)).toEqual([2, 2]);
    expect(new Set(ids).size).toBe(4);
    const second = run(emptyCampaign('c2', 'Goals', 'gh2', 'campaign'), {
      type: 'CreateCharacter',
      characterId: 'a',
      classId: 'Brute',
      name: 'Ana',
      gold: 30,
    });
    expect(run(second, { type: 'DealBattleGoals', deck }).battleGoals[0]?.dealt).toHaveLength(3);
  });

  it('the same campaign deals the same cards, and its generator moves on', () => {
    const once = run(two, { type: 'DealBattleGoals', deck });
    expect(run(two, { type: 'DealBattleGoals', deck }).battleGoals).toEqual(once.battleGoals);
    expect(once.rng).not.toEqual(two.rng);
  });

  it('refuses a deal with no cards to deal', () => {
    expect(() => run(two, { type: 'DealBattleGoals', deck: [] })).toThrow(/no battle goal to deal/);
  });
});
