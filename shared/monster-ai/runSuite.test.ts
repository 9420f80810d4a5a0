import { expect, it } from 'vitest';
import { runSuite, type MonsterTurnSuite } from './runSuite';
import { monster, player, testQuery } from './query.fixture';

const query = testQuery({ figures: [monster('m1', [0, 2]), player('c1', [2, 2], 10)] });
const right = { options: [{ moveTo: [1, 2] as [number, number], attacks: ['c1'] }] };
const wrong = { options: [{ moveTo: [0, 2] as [number, number], attacks: [] }] };

it('passes a case whose outcome set matches, in any order, and fails one that does not', () => {
  const suite: MonsterTurnSuite = {
    format: 'monster-turn-suite/1',
    cases: [
      { ...query, id: 'a', expected: right },
      { ...query, id: 'b', expected: wrong },
    ],
  };
  const result = runSuite(suite);
  expect([result.passed, result.failed, result.skipped]).toEqual([1, 1, 0]);
  expect(result.results[1]).toMatchObject({ id: 'b', status: 'failed', got: [{ moveTo: [1, 2], attacks: ['c1'] }] });
});

it('skips a failing unconfirmed case and counts a passing one as passed', () => {
  const suite: MonsterTurnSuite = {
    format: 'monster-turn-suite/1',
    cases: [
      { ...query, id: 'a', unconfirmed: true, expected: right },
      { ...query, id: 'b', unconfirmed: true, expected: wrong },
    ],
  };
  expect(runSuite(suite)).toMatchObject({ passed: 1, failed: 0, skipped: 1 });
});

it('reports a case the solver rejects as failed, with the reason', () => {
  const suite: MonsterTurnSuite = { format: 'monster-turn-suite/1', cases: [{ ...query, id: 'x', active: 'nobody', expected: right }] };
  const [only] = runSuite(suite).results;
  expect(only?.status).toBe('failed');
  expect(only?.got).toEqual({ error: 'the active figure "nobody" is not among the figures' });
});
