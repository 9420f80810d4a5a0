import { describe, expect, it } from 'vitest';
import { solveMonsterTurn } from './solve';
import { monster, player, testQuery } from './query.fixture';
import { monsterTurnQuerySchema } from './query';

const focusOf = (query: ReturnType<typeof testQuery>): string[] =>
  [...new Set(solveMonsterTurn(monsterTurnQuerySchema.parse(query)).options.flatMap((o) => o.focus))].sort();

// The monster at [3,1]; [1,2] and [5,0] are both 2 hexes away, mirror images of each other.
const left: [number, number] = [1, 2];
const right: [number, number] = [5, 0];

describe.each(['gh', 'fh', 'jotl'] as const)('focus under %s rules', (rules) => {
  it('breaks an equal-distance tie by initiative', () => {
    expect(focusOf(testQuery({ rules, figures: [monster('m1', [3, 1]), player('c1', left, 40), player('c2', right, 20)] }))).toEqual([
      'c2',
    ]);
  });

  it('leaves a full tie (same initiative) to the players: every focus is an option', () => {
    const answer = solveMonsterTurn(
      monsterTurnQuerySchema.parse(testQuery({ rules, figures: [monster('m1', [3, 1]), player('c1', left, 30), player('c2', right, 30)] })),
    );
    expect(answer.options.map((o) => o.attacks)).toEqual(expect.arrayContaining([['c1'], ['c2']]));
    expect(answer.explanation.join(' ')).toContain('tie');
  });

  it('puts a long-resting enemy at initiative 99', () => {
    const figures = [monster('m1', [3, 1]), player('c1', left, 10, { longResting: true }), player('c2', right, 50)];
    expect(focusOf(testQuery({ rules, figures }))).toEqual(['c2']);
  });

  it('ignores invisible enemies, and with none left has no focus and does not move', () => {
    const figures = [monster('m1', [3, 1]), player('c1', [4, 1], 10, { invisible: true }), player('c2', [7, -2], 50)];
    expect(focusOf(testQuery({ rules, figures }))).toEqual(['c2']);
    const alone = solveMonsterTurn(
      monsterTurnQuerySchema.parse(testQuery({ rules, figures: [monster('m1', [3, 1]), player('c1', [4, 1], 10, { invisible: true })] })),
    );
    expect(alone.options).toEqual([{ moveTo: [3, 1], path: [[3, 1]], attacks: [], focus: [], headingFor: [] }]);
  });

  it('treats a summon as acting just before its owner', () => {
    const figures = [monster('m1', [3, 1]), player('c1', left, 30), player('s1', right, 0, { summonOf: 'c1' })];
    expect(focusOf(testQuery({ rules, figures }))).toEqual(['s1']);
    const withOther = [
      monster('m1', [3, 1]),
      player('c1', [7, -3], 30),
      player('c2', left, 30),
      player('s1', right, 0, { summonOf: 'c1' }),
    ];
    expect(focusOf(testQuery({ rules, figures: withOther }))).toEqual(['s1']);
    const earlierOther = [
      monster('m1', [3, 1]),
      player('c1', [7, -3], 30),
      player('c2', left, 29),
      player('s1', right, 0, { summonOf: 'c1' }),
    ];
    expect(focusOf(testQuery({ rules, figures: earlierOther }))).toEqual(['c2']);
  });

  it('prefers the enemy reached with fewer negative hexes over a nearer one behind a trap', () => {
    // A wall of traps around c1's side: c1 is nearer but every way to it crosses a trap.
    const figures = [monster('m1', [0, 2]), player('c1', [2, 1], 10), player('c2', [0, 4], 90)];
    const traps: [number, number][] = [
      [1, 1],
      [1, 2],
      [2, 0],
      [3, 0],
      [3, 1],
      [2, 2],
      [1, 3],
    ];
    const query = testQuery({ rules, figures, map: { traps }, ability: { move: 5 } });
    expect(focusOf(query)).toEqual(['c2']);
  });
});

it('uses proximity to break focus ties in GH and FH but not in JotL (JotL rulebook, "Monster Focus")', () => {
  // Both can be attacked without moving (range 3); c1 is nearer (2 hexes) than c2 (3) but acts later.
  const figures = [monster('m1', [3, 1]), player('c1', [5, 0], 60), player('c2', [6, -1], 10)];
  const query = (rules: 'gh' | 'fh' | 'jotl') => testQuery({ rules, figures, ability: { move: 3, attack: { range: 3, targets: 1 } } });
  expect(focusOf(query('gh'))).toEqual(['c1']);
  expect(focusOf(query('fh'))).toEqual(['c1']);
  expect(focusOf(query('jotl'))).toEqual(['c2']);
});
