import { describe, expect, it } from 'vitest';
import { readPeerJson } from '../../tests/support/peer';
import { runSuite, type MonsterTurnSuite } from './index';

const suite = readPeerJson<MonsterTurnSuite>('monster-mover', 'monster-turn-suite.json');
const result = runSuite(suite);

describe.each(['gh', 'fh', 'jotl'])('Monster Mover suite, %s rules', (rules) => {
  const cases = result.results.filter((r) => r.id.endsWith(`/${rules}`));

  it('has its 182 positions', () => {
    expect(cases).toHaveLength(182);
  });

  it('passes every confirmed case', () => {
    const failing = cases.filter((r) => r.status === 'failed').map((r) => ({ id: r.id, expected: r.expected, got: r.got }));
    expect(failing).toEqual([]);
  });
});
