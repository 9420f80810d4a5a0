import { describe, expect, it } from 'vitest';
import type { ScenarioRule } from './rule';
import { withRuleAttributes } from './rule-attributes';

/** Invented rules (no game content). */
const rule: ScenarioRule = {
  index: 2,
  at: 'always',
  rounds: [],
  isOnce: false,
  requiredRooms: [{ number: 3, tile: 'Z3a' }],
  effects: [
    {
      kind: 'monsterAttributes',
      monster: 'rust-hound',
      name: 'Rust Hound',
      conditionsOnAttack: ['poison', 'wound'],
      immunities: ['stun'],
      lines: [{ id: '7/3.1.1', text: 'Can open doors' }],
    },
  ],
};
const printed = { shield: 1, conditionsOnAttack: ['wound' as const], special: ['Printed line'] };

describe("a stat card as the scenario's rules change it", () => {
  it('joins the rule to the printed card once the rule’s rooms are revealed: each condition once, the lines after the card’s', () => {
    const changed = withRuleAttributes({ scenarioRules: [rule], revealedRooms: ['1', '3'] }, 'rust-hound', printed);
    expect(changed).toEqual({
      shield: 1,
      conditionsOnAttack: ['wound', 'poison'],
      immunities: ['stun'],
      special: ['Printed line', 'Can open doors'],
      specialWords: [
        null,
        { key: 'scenarioRules.statLine', values: { line: { kind: 'scenarioRules', id: '7/3.1.1', name: 'Can open doors' } } },
      ],
    });
  });

  it('leaves the card as printed before the reveal, for another type, and once another rule stops it', () => {
    expect(withRuleAttributes({ scenarioRules: [rule], revealedRooms: ['1'] }, 'rust-hound', printed)).toBe(printed);
    expect(withRuleAttributes({ scenarioRules: [rule], revealedRooms: ['3'] }, 'gravel-sentry', printed)).toBe(printed);
    expect(withRuleAttributes({ scenarioRules: [rule], rulesDone: [2], revealedRooms: ['3'] }, 'rust-hound', printed)).toBe(printed);
  });
});
