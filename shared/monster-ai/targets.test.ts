import { describe, expect, it } from 'vitest';
import { solveMonsterTurn } from './solve';
import { monster, player, testQuery } from './query.fixture';
import { monsterTurnQuerySchema } from './query';

describe.each(['gh', 'fh', 'jotl'] as const)('targets under %s rules', (rules) => {
  it('steps away from an adjacent enemy before a ranged attack, unless muddled', () => {
    const figures = [monster('m1', [3, 1]), player('c1', [4, 1], 10)];
    const ranged = { move: 2, attack: { range: 3, targets: 1 } };
    const away = solveMonsterTurn(monsterTurnQuerySchema.parse(testQuery({ rules, figures, ability: ranged }))).options;
    expect(away.length).toBeGreaterThan(0);
    for (const option of away) {
      expect(option.attacks).toEqual(['c1']);
      expect(option.path).toHaveLength(2); // one step: the fewest movement that loses adjacency
    }
    const muddled = solveMonsterTurn(
      monsterTurnQuerySchema.parse(testQuery({ rules, figures, ability: { ...ranged, muddled: true } })),
    ).options;
    expect(muddled.map((o) => [o.moveTo, o.attacks])).toEqual([[[3, 1], ['c1']]]);
  });

  it('uses extra targets on the other enemies in range and sight', () => {
    const figures = [monster('m1', [0, 2]), player('c1', [3, 1], 10), player('c2', [2, 0], 20), player('c3', [7, -3], 30)];
    const options = solveMonsterTurn(
      monsterTurnQuerySchema.parse(testQuery({ rules, figures, ability: { move: 0, attack: { range: 3, targets: 2 } } })),
    ).options;
    expect(options.map((o) => o.attacks)).toEqual([['c1', 'c2']]);
  });

  it('turns a melee area pattern to catch two enemies in a row without moving', () => {
    // The card's pattern points straight up-right ([1,0], [2,0]); the enemies stand straight down.
    const figures = [monster('m1', [2, 2]), player('c1', [2, 1], 10), player('c2', [2, 0], 20)];
    const aoe = {
      cells: [
        [1, 0],
        [2, 0],
      ] as [number, number][],
      anchor: 'self' as const,
    };
    const options = solveMonsterTurn(
      monsterTurnQuerySchema.parse(testQuery({ rules, figures, ability: { move: 2, attack: { range: 0, targets: 1, aoe } } })),
    ).options;
    expect(options.map((o) => [o.moveTo, o.attacks])).toEqual([
      [
        [2, 2],
        ['c1', 'c2'],
      ],
    ]);
    expect(options[0]?.area).toEqual([
      [2, 0],
      [2, 1],
    ]);
  });

  it('moves towards its focus as if it had a melee attack when the card has no attack', () => {
    const figures = [monster('m1', [0, 2]), player('c1', [5, 0], 10)];
    const options = solveMonsterTurn(
      monsterTurnQuerySchema.parse(testQuery({ rules, figures, ability: { move: 2, attack: null } })),
    ).options;
    expect(options.every((o) => o.attacks.length === 0 && o.path.length === 3)).toBe(true);
    expect(options.flatMap((o) => o.focus)).toContain('c1');
  });
});
