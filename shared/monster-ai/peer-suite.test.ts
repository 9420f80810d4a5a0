import { beforeAll, describe, expect, it } from 'vitest';
import { readPeerJson } from '../../tests/support/peer';
import { runSuite, solveMonsterTurn, type MonsterTurnSuite, type SuiteResult } from './index';

// The Monster Mover's 182 test positions under each rule set (../shared/peer/monster-mover).
const suite = readPeerJson<MonsterTurnSuite>('monster-mover', 'monster-turn-suite.json');
let result: SuiteResult;
beforeAll(() => {
  result = runSuite(suite);
});

describe.each(['gh', 'fh', 'jotl'])('Monster Mover suite, %s rules', (rules) => {
  const cases = () => result.results.filter((r) => r.id.endsWith(`/${rules}`));

  it('has its 182 positions', () => {
    expect(cases()).toHaveLength(182);
  });

  it('passes every confirmed case', () => {
    const failing = cases()
      .filter((r) => r.status === 'failed')
      .map((r) => ({ id: r.id, expected: r.expected, got: r.got }));
    expect(failing).toEqual([]);
  });

  it('names the focus the suite expects, where it says', () => {
    const wrong: string[] = [];
    for (const testCase of suite.cases.filter((c) => c.rules === rules && c.expected.focus)) {
      const focus = [...new Set(solveMonsterTurn(testCase).options.flatMap((o) => o.focus))].sort();
      const expected = [...(testCase.expected.focus ?? [])].sort();
      if (focus.join() !== expected.join()) wrong.push(`${testCase.id}: ${focus.join()} instead of ${expected.join()}`);
    }
    expect(wrong).toEqual([]);
  });
});
