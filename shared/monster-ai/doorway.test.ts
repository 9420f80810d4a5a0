import { describe, expect, it } from 'vitest';
import { solveMonsterTurn } from './solve';
import { monster, player, rectangle, testQuery } from './query.fixture';
import type { Hex } from './query.fixture';
import { monsterTurnQuerySchema } from './query';

// Thin walls between columns 3 and 4 from top to bottom, except a doorway at [3,1] (row 2).
const thinWalls = rectangle(8, 5)
  .filter((h) => h[0] === 3 && h[1] !== 1)
  .flatMap((h): [Hex, Hex][] => [
    [h, [h[0] + 1, h[1]]],
    [h, [h[0] + 1, h[1] - 1]],
  ]);

describe.each(['gh', 'fh', 'jotl'] as const)('a thin wall with a doorway, %s rules', (rules) => {
  it('does not let a monster attack across the thin wall: it walks through the doorway', () => {
    // [3,-1] and [4,-1] are neighbours, but the thin wall between them means they are not adjacent.
    const query = testQuery({
      rules,
      map: { thinWalls },
      figures: [monster('m1', [3, -1]), player('c1', [4, -1], 10)],
      ability: { move: 3 },
    });
    expect(solveMonsterTurn(monsterTurnQuerySchema.parse(query)).options).toEqual([
      {
        moveTo: [4, 0],
        path: [
          [3, -1],
          [3, 0],
          [3, 1],
          [4, 0],
        ],
        attacks: ['c1'],
        focus: ['c1'],
        headingFor: [[4, 0]],
      },
    ]);
  });

  it('counts range around the thin wall, through the doorway', () => {
    // Three hexes apart on an open board, six around the wall: range 4 does not reach.
    const query = testQuery({
      rules,
      map: { thinWalls },
      figures: [monster('m1', [2, -1]), player('c1', [5, -2], 10)],
      ability: { move: 0, attack: { range: 4, targets: 1 } },
    });
    const [option, ...others] = solveMonsterTurn(monsterTurnQuerySchema.parse(query)).options;
    expect(others).toEqual([]);
    expect(option?.attacks).toEqual([]);
    expect(option?.moveTo).toEqual([2, -1]);
    expect(option?.headingFor).toEqual([
      [2, 2],
      [3, 1],
    ]);
  });

  it('sees and shoots through the open doorway', () => {
    const query = testQuery({
      rules,
      map: { thinWalls },
      figures: [monster('m1', [2, 1]), player('c1', [5, 0], 10)],
      ability: { move: 0, attack: { range: 3, targets: 1 } },
    });
    expect(solveMonsterTurn(monsterTurnQuerySchema.parse(query)).options.map((o) => o.attacks)).toEqual([['c1']]);
  });
});
