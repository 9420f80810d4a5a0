import { describe, expect, it } from 'vitest';
import type { ScenarioRule } from './rule';
import { isRoundNamed, isRuleDue } from './when';

describe('the rounds a scenario rule names', () => {
  it('reads a round, the rounds after one, and a cycle; no term is every round', () => {
    expect([1, 2, 3].map((r) => isRoundNamed([{ kind: 'round', round: 2 }], r))).toEqual([false, true, false]);
    expect([6, 7].map((r) => isRoundNamed([{ kind: 'after', round: 6 }], r))).toEqual([false, true]);
    // "every odd round": R % 2 == 1.
    expect([1, 2, 3, 4].map((r) => isRoundNamed([{ kind: 'cycle', every: 2, remainder: 1 }], r))).toEqual([true, false, true, false]);
    // "the odd rounds from round 3": R % 2 == 1 && R > 1.
    expect([1, 2, 3, 5].map((r) => isRoundNamed([{ kind: 'cycle', every: 2, remainder: 1, after: 1 }], r))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(isRoundNamed([], 17)).toBe(true);
    // Any of the terms: "R == 3 || R == 9".
    const either = [
      { kind: 'round', round: 3 },
      { kind: 'round', round: 9 },
    ] as const;
    expect([3, 6, 9].map((r) => isRoundNamed(either, r))).toEqual([true, false, true]);
  });
});

describe('whether a rule is due', () => {
  const rule: ScenarioRule = {
    index: 2,
    at: 'roundEnd',
    rounds: [{ kind: 'cycle', every: 2, remainder: 0 }],
    isOnce: false,
    requiredRooms: [{ number: 3, tile: 'A1a' }],
    effects: [{ kind: 'end', outcome: 'lost' }],
  };
  it('waits for its moment, its round and its rooms, and is never due once done', () => {
    const open = { revealedRooms: ['1', '3'], done: [] };
    expect(isRuleDue(rule, { at: 'roundEnd', round: 2 }, open)).toBe(true);
    expect(isRuleDue(rule, { at: 'roundStart', round: 2 }, open)).toBe(false);
    expect(isRuleDue(rule, { at: 'roundEnd', round: 3 }, open)).toBe(false);
    expect(isRuleDue(rule, { at: 'roundEnd', round: 2 }, { revealedRooms: ['1'], done: [] })).toBe(false);
    expect(isRuleDue(rule, { at: 'roundEnd', round: 2 }, { ...open, done: [2] })).toBe(false);
  });
  it('a rule waiting for rooms is due at a reveal whatever the round', () => {
    const onReveal: ScenarioRule = { ...rule, at: 'roomsRevealed', rounds: [] };
    expect(isRuleDue(onReveal, { at: 'roomsRevealed' }, { revealedRooms: ['3'], done: [] })).toBe(true);
    expect(isRuleDue(onReveal, { at: 'roomsRevealed' }, { revealedRooms: ['2'], done: [] })).toBe(false);
  });
  it('a rule waiting for a type all killed is due at a death of that type that leaves none standing', () => {
    const onKills: ScenarioRule = {
      ...rule,
      at: 'figureDied',
      rounds: [],
      requiredRooms: [],
      figures: [{ kind: 'allKilled', monster: 'rust-hound', name: 'Rust Hound' }],
    };
    const facts = (standing: string[]) => ({ revealedRooms: ['1'], done: [], standing });
    expect(isRuleDue(onKills, { at: 'figureDied', died: ['rust-hound'] }, facts(['gravel-sentry']))).toBe(true);
    // One hound still stands; another type died; the rule is done.
    expect(isRuleDue(onKills, { at: 'figureDied', died: ['rust-hound'] }, facts(['rust-hound']))).toBe(false);
    expect(isRuleDue(onKills, { at: 'figureDied', died: ['gravel-sentry'] }, facts([]))).toBe(false);
    expect(isRuleDue(onKills, { at: 'figureDied', died: ['rust-hound'] }, { ...facts([]), done: [2] })).toBe(false);
    // A rule with no figure terms never waits for a death.
    expect(isRuleDue({ ...onKills, figures: undefined }, { at: 'figureDied', died: ['rust-hound'] }, facts([]))).toBe(false);
  });
});
