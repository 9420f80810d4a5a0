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

  it('a range, move or attack printed without a sign is the value itself (rulebook p. 31; 2nd edition cards)', () => {
    const stats = { health: 5, move: 2, attack: 2, range: 3, attributes: {} };
    const card = {
      id: 'absolute',
      initiative: 10,
      shuffle: false,
      actions: [
        { type: 'move' as const, value: 4, isAbsolute: true },
        { type: 'attack' as const, value: -1, subActions: [{ type: 'range' as const, value: 5, isAbsolute: true }] },
      ],
    };
    expect(workOutCard(card, stats).map((a) => [a.type, a.value, a.subActions[0]?.value])).toEqual([
      ['move', 4, undefined],
      ['attack', 1, 5],
    ]);
    // A melee monster (a 2nd-edition stat card has no range) shoots with the card's range.
    expect(workOutCard(card, { ...stats, range: 0 })[1]?.subActions).toEqual([{ type: 'range', value: 5, subActions: [] }]);
  });

  it('an attack on all adjacent enemies is melee whatever the stat card says', () => {
    const stats = { health: 5, move: 2, attack: 2, range: 3, attributes: {} };
    const card = {
      id: 'adjacent',
      initiative: 10,
      shuffle: false,
      actions: [
        {
          type: 'attack' as const,
          value: 0,
          subActions: [{ type: 'special' as const, text: 'All adjacent enemies', group: 'allAdjacentEnemies' as const }],
        },
      ],
    };
    expect(workOutCard(card, stats)[0]?.subActions.map((sub) => sub.type)).toEqual(['special']);
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
