import { describe, expect, it } from 'vitest';
import { run, testScenario } from './scenario.fixture';

describe('permanent death (1st ed. rulebook p. 50; 2nd ed. rulebook p. 58)', () => {
  it('a character at 0 hit points dies instead of being merely exhausted', () => {
    const damage = { type: 'SufferDamage', figure: { kind: 'character', id: 'wren' }, amount: 20, source: 'other' } as const;
    const dead = run(testScenario('gh1', { isPermanentDeath: true }), damage);
    expect(dead.characters.wren).toMatchObject({ isExhausted: true, isDead: true });
    const out = run(testScenario('gh2'), damage);
    expect(out.characters.wren?.isExhausted).toBe(true);
    expect(out.characters.wren?.isDead).toBeUndefined();
  });

  it('a character exhausted for want of cards survives', () => {
    const state = run(testScenario('gh2', { isPermanentDeath: true }), { type: 'ExhaustCharacter', characterId: 'wren' });
    expect(state.characters.wren?.isExhausted).toBe(true);
    expect(state.characters.wren?.isDead).toBeUndefined();
  });
});
