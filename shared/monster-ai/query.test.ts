import { expect, it } from 'vitest';
import { monsterTurnQuerySchema } from './query';
import { solveMonsterTurn } from './solve';
import { monster, player, testQuery } from './query.fixture';

it('fills in the optional parts of a query', () => {
  const parsed = monsterTurnQuerySchema.parse({
    format: 'monster-turn/1',
    rules: 'fh',
    map: { hexes: [[0, 0]] },
    figures: [],
    active: 'm1',
    ability: { move: 1, attack: null },
  });
  expect(parsed.map.walls).toEqual([]);
  expect(parsed.ability.movement).toBe('normal');
  expect(parsed.ability.muddled).toBe(false);
});

it('rejects a malformed query with the path of the problem', () => {
  const result = monsterTurnQuerySchema.safeParse({ ...testQuery({ figures: [] }), rules: 'gh3' });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.path).toEqual(['rules']);
  expect(() =>
    solveMonsterTurn(
      monsterTurnQuerySchema.parse({ ...testQuery({ figures: [] }), ability: { move: -1, movement: 'normal', attack: null } }),
    ),
  ).toThrow();
});

it('explains a missing or misplaced active figure', () => {
  expect(() => solveMonsterTurn(monsterTurnQuerySchema.parse(testQuery({ figures: [player('c1', [1, 1])] })))).toThrow(
    '"m1" is not among the figures',
  );
  expect(() => solveMonsterTurn(monsterTurnQuerySchema.parse(testQuery({ figures: [monster('m1', [40, 1])] })))).toThrow(
    'stands off the board',
  );
});
