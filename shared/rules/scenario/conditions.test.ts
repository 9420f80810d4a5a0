import { describe, expect, it } from 'vitest';
import { addCondition, conditionsOf, expireAtEndOfTurn } from './conditions';

describe('conditions', () => {
  it('1st edition has eight conditions; the 2nd edition rulebook adds safeguard and ward only', () => {
    expect(conditionsOf('gh1')).toHaveLength(8);
    expect(conditionsOf('gh1')).not.toContain('ward');
    expect([...conditionsOf('gh2')].sort()).toEqual([
      'disarm',
      'immobilize',
      'invisible',
      'muddle',
      'poison',
      'safeguard',
      'strengthen',
      'stun',
      'ward',
      'wound',
    ]);
  });

  it('holds one of each condition; reapplying refreshes it', () => {
    let tokens = addCondition([], 'muddle', false);
    tokens = addCondition(tokens, 'muddle', true);
    expect(tokens).toEqual([{ name: 'muddle', isFresh: true }]);
  });

  it('timed conditions expire at the end of the next turn; poison and wound stay', () => {
    const tokens = [
      { name: 'stun' as const, isFresh: false },
      { name: 'strengthen' as const, isFresh: true },
      { name: 'poison' as const, isFresh: false },
      { name: 'wound' as const, isFresh: false },
    ];
    const first = expireAtEndOfTurn(tokens);
    expect(first.expired).toEqual(['stun']);
    expect(first.kept.map((t) => t.name)).toEqual(['strengthen', 'poison', 'wound']);
    const second = expireAtEndOfTurn(first.kept);
    expect(second.expired).toEqual(['strengthen']);
    expect(second.kept.map((t) => t.name)).toEqual(['poison', 'wound']);
  });
});
