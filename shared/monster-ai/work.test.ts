import { expect, it } from 'vitest';
import { itWithPeerData, readPeerJson } from '../../tests/support/peer';
import { boardProblems } from './board-problems';
import { monsterTurnQuerySchema, type MonsterTurnQuery } from './query';
import { monster, player, rectangle, testQuery } from './query.fixture';
import { MAX_PLACEMENT_STEPS, workOf } from './work';

const problemKeys = (query: MonsterTurnQuery) => boardProblems(monsterTurnQuerySchema.parse(query)).map((problem) => problem.key);

/** Issue 26: inside every list's bound, yet hundreds of billions of steps (it ran for 241 s and died out of memory). */
function issueWorstCase(): MonsterTurnQuery {
  const hexes = rectangle(70, 70);
  const figures = Array.from({ length: 200 }, (_, i) =>
    i % 2 === 0 ? monster(i === 0 ? 'm1' : `Monster ${i}`, hexes[i * 24]!) : player(`Player ${i}`, hexes[i * 24]!, i),
  );
  const cells = rectangle(10, 10);
  return testQuery({ map: { hexes }, figures, ability: { move: 50, attack: { range: 10, targets: 1, aoe: { cells, anchor: 'free' } } } });
}

it('refuses a query whose sizes multiply into more work than a turn is worth, saying what is too large', () => {
  const query = issueWorstCase();
  expect(query.map.hexes).toHaveLength(4900);
  expect(workOf(monsterTurnQuerySchema.parse(query)).placementSteps).toBeGreaterThan(30 * MAX_PLACEMENT_STEPS);
  expect(problemKeys(query)).toEqual(['host.monsterAi.tooLarge']);
  // Without the area, the same board is within the bound: 4,900 hexes times 100 enemies.
  expect(problemKeys({ ...query, ability: { move: 50, attack: { range: 10, targets: 1 } } })).toEqual([]);
});

it('refuses more ways to pick the extra targets than can be listed in time', () => {
  const hexes = rectangle(12, 12);
  const figures = [monster('m1', hexes[0]!), ...Array.from({ length: 30 }, (_, i) => player(`Player ${i + 1}`, hexes[i + 20]!, 50))];
  const query = (targets: number) =>
    testQuery({ rules: 'fh', map: { hexes }, figures, ability: { move: 2, attack: { range: 30, targets } } });
  expect(problemKeys(query(8))).toEqual(['host.monsterAi.tooManyTargetGroups']);
  expect(problemKeys(query(4))).toEqual([]);
});

itWithPeerData("never refuses one of the Monster Mover's test positions", () => {
  const suite = readPeerJson<{ cases: MonsterTurnQuery[] }>('monster-mover', 'monster-turn-suite.json');
  const refused = suite.cases.filter((query) =>
    problemKeys(query).some((key) => key.startsWith('host.monsterAi.tooMany') || key.startsWith('host.monsterAi.tooLarge')),
  );
  expect(suite.cases.length).toBeGreaterThan(500);
  expect(refused).toEqual([]);
});
