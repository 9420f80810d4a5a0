import { describe, expect, it } from 'vitest';
import { standeeAbility, standeeDefence, standeeStats, workOutCard } from './monster-stats';
import { GRAVEL_SENTRY, HOUND_PACK_DECK, run, SENTRY_DECK, testScenario, withDrawnCards } from './scenario.fixture';

describe('monster statistics and ability cards', () => {
  it('works card values out against normal and elite stats', () => {
    const card = HOUND_PACK_DECK.cards[0]!; // Move +1, Attack -1
    const normal = { health: 5, move: 3, attack: 2, range: 0, attributes: {} };
    const elite = { health: 8, move: 4, attack: 3, range: 0, attributes: { conditionsOnAttack: ['wound' as const] } };
    expect(workOutCard(card, normal).map((a) => [a.type, a.value])).toEqual([
      ['move', 4],
      ['attack', 1],
    ]);
    const eliteActions = workOutCard(card, elite);
    expect(eliteActions.map((a) => [a.type, a.value])).toEqual([
      ['move', 5],
      ['attack', 2],
    ]);
    expect(eliteActions[1]?.subActions).toEqual([{ type: 'condition', condition: 'wound', subActions: [] }]);
  });

  it('range under an attack is relative; under a heal it is the heal range', () => {
    const stats = { health: 5, move: 2, attack: 2, range: 3, attributes: { pierce: 1 } };
    const [attack] = workOutCard(SENTRY_DECK.cards[3]!, stats); // Attack +2, Range -1
    expect(attack?.value).toBe(4);
    expect(attack?.subActions.map((s) => [s.type, s.value])).toEqual([
      ['range', 2],
      ['pierce', 1],
    ]);
    const [, heal] = workOutCard(SENTRY_DECK.cards[1]!, stats); // Retaliate +1, Heal 2 Range 2
    expect(heal?.value).toBe(2);
    expect(heal?.subActions[0]?.value).toBe(2);
    // A ranged monster's attack without a range line still shows its range.
    const [plain] = workOutCard(SENTRY_DECK.cards[2]!, stats).slice(1);
    expect(plain?.subActions[0]).toEqual({ type: 'range', value: 3, subActions: [] });
  });

  it('a boss health formula uses the number of characters and the level', () => {
    const state = run(testScenario('gh1', { scenarioLevel: 2 }), {
      type: 'AddMonsters',
      monsters: [{ typeId: 'mire-king', rank: 'boss' }],
    });
    const boss = state.monsters['mire-king#1']!;
    expect(boss.maxHealth).toBe((6 + 2) * 2);
    expect(standeeStats(state, boss)?.attack).toBe(5);
  });

  it.each(['gh1', 'gh2'] as const)(
    '%s: shield and retaliate on the card add to the stat card once the monster has taken its turn',
    (edition) => {
      let state = testScenario(edition, { scenarioLevel: 1 });
      state = run(state, { type: 'AddMonsters', monsters: [{ typeId: GRAVEL_SENTRY.id, rank: 'elite', standeeNumber: 2 }] });
      state = withDrawnCards(state, { 'gravel-sentry': 'se-2' });
      expect(standeeDefence(state, state.monsters['gravel-sentry#2']!)).toEqual({ shield: 2, retaliate: 2 });
      state = { ...state, actedThisRound: ['monster:gravel-sentry#2'] };
      expect(standeeDefence(state, state.monsters['gravel-sentry#2']!)).toEqual({ shield: 2, retaliate: 3 });
      expect(standeeAbility(state, 'gravel-sentry#2')?.card.id).toBe('se-2');
    },
  );
});
