import { afterEach, expect, it } from 'vitest';
import { monsterTurnQuerySchema, solveMonsterTurn, type MonsterTurnQuery } from '@shared/monster-ai';
import { monster, player, rectangle, testQuery } from '@shared/monster-ai/query.fixture';
import { createSolverPool, type SolverPool } from './solver-pool';

let pool: SolverPool | undefined;
afterEach(() => pool?.close());

const parse = (query: MonsterTurnQuery) => monsterTurnQuerySchema.parse(query);
const small = (id?: string) =>
  parse({ ...testQuery({ figures: [monster('m1', [0, 0]), player('Brute', [4, 0], 20)] }), ...(id === undefined ? {} : { id }) });

/** Frosthaven picks extra targets only by disadvantage: 30 enemies in range, 8 targets, millions of tied groups. */
function manyTies(id?: string) {
  const hexes = rectangle(12, 12);
  const figures = [monster('m1', hexes[0]!), ...Array.from({ length: 30 }, (_, i) => player(`Player ${i + 1}`, hexes[i + 20]!, 50))];
  return parse({
    ...testQuery({ rules: 'fh', map: { hexes }, figures, ability: { move: 2, attack: { range: 30, targets: 8 } } }),
    ...(id ? { id } : {}),
  });
}

it('gives the answer the solver gives', async () => {
  pool = createSolverPool();
  expect(await pool.solve(small())).toEqual(solveMonsterTurn(small()));
});

it('stops a query that needs more memory than it may use, and answers the next one', async () => {
  pool = createSolverPool({ memoryMb: 32, budgetMs: 60_000 });
  await expect(pool.solve(manyTies())).rejects.toThrow('the monster AI needed more memory than it may use');
  expect((await pool.solve(small())).options).toHaveLength(1);
}, 60_000);

it('sets an older position of the same board aside when a newer one is asked about', async () => {
  pool = createSolverPool({ budgetMs: 60_000 });
  const older = pool.solve(manyTies('board-1'));
  const newer = pool.solve(small('board-1'));
  await expect(older).rejects.toThrow('A newer position of this board was asked about, so this one was not worked out.');
  expect((await newer).options).toHaveLength(1);
}, 60_000);
