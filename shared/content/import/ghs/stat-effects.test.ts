import { describe, expect, it } from 'vitest';
import { lineIn } from '../../../i18n/catalogs.fixture';
import { ruleLine } from '../../../rules/scenario/special-rules/words';
import type { SpecialRule } from '../../model/scenario';
import { labelsOf } from './labels';
import { rulesFromGhs, type RuleContext } from './scenario-rules';

/** Invented rules in the data's shape (no game content). */
const context: RuleContext = {
  scenarioId: '7',
  scenarioIndex: '7',
  edition: 'gh1',
  labels: labelsOf({ en: { monster: { 'rust-hound': 'Rust Hound' }, custom: { hound: { 1: 'Can open doors' } } } }, undefined),
  monsters: new Set(['rust-hound']),
  tiles: new Map([[2, 'Z2b']]),
};
const hound = { type: 'monster', edition: 'gh', name: 'rust-hound' };
const ruleWith = (statEffect: unknown, more: Record<string, unknown> = {}) => ({
  round: 'true',
  always: true,
  alwaysApply: true,
  statEffects: [{ identifier: hound, statEffect, note: 'A note' }],
  ...more,
});
const words = (rule: SpecialRule | undefined, language: 'en' | 'de' = 'en') =>
  rule === undefined ? '' : lineIn(rule.kind === 'applied' ? ruleLine(rule.rule, 2) : rule.line, language);

describe("a monster's changed stats from the data", () => {
  it('types conditions on attack, immunities and lines of text, from the reveal of the rooms the rule names', () => {
    const [rule] = rulesFromGhs(
      [
        ruleWith(
          {
            actions: [
              { type: 'condition', value: 'poison' },
              { type: 'custom', value: '%data.custom.hound.1%' },
            ],
            immunities: ['stun'],
          },
          { requiredRooms: [2] },
        ),
      ],
      context,
    );
    expect(rule).toEqual({
      kind: 'applied',
      rule: {
        index: 0,
        at: 'always',
        rounds: [],
        isOnce: false,
        requiredRooms: [{ number: 2, tile: 'Z2b' }],
        effects: [
          {
            kind: 'monsterAttributes',
            monster: 'rust-hound',
            name: 'Rust Hound',
            conditionsOnAttack: ['poison'],
            immunities: ['stun'],
            lines: [{ id: '7/1.1.2', text: 'Can open doors' }],
          },
        ],
      },
    });
    expect(words(rule)).toBe(
      'From when the room on tile Z2b is revealed: every attack of Rust Hound adds poison; Rust Hound is immune to stun; Rust Hound: Can open doors.',
    );
    expect(words(rule, 'de')).toBe(
      'Sobald der Raum auf Kartenteil Z2b aufgedeckt ist: jeder Angriff von Rust Hound verursacht zusätzlich Gift; Rust Hound ist immun gegen Betäubt; Rust Hound: Can open doors.',
    );
  });

  it('types another deck of the pack for the whole scenario, and words it', () => {
    const [rule] = rulesFromGhs([ruleWith({ deck: 'rust-hound-7' })], { ...context, decks: new Set(['rust-hound', 'rust-hound-7']) });
    expect(rule?.kind === 'applied' && rule.rule.effects).toEqual([
      { kind: 'monsterDeck', monster: 'rust-hound', name: 'Rust Hound', deck: 'rust-hound-7' },
    ]);
    expect(words(rule)).toBe('All scenario long: Rust Hound draws its ability cards from the deck the scenario gives it.');
    // From a room's reveal on, a deck is left to the players: the decks are dealt at the setup.
    const [later] = rulesFromGhs([ruleWith({ deck: 'rust-hound-7' }, { requiredRooms: [2] })], {
      ...context,
      decks: new Set(['rust-hound-7']),
    });
    expect(later?.kind).toBe('shown');
  });

  it('leaves as words what it cannot type, and never fails the import on hostile data', () => {
    const shown = rulesFromGhs(
      [
        // A condition no edition knows, a deck the pack does not have, a type change, a formula, an unlabelled text, too many lines.
        ruleWith({ actions: [{ type: 'condition', value: 'frenzy' }] }),
        ruleWith({ deck: 'rust-hound-7' }),
        ruleWith({ name: 'gravel-sentry', health: 'HxC' }),
        ruleWith({ health: 'X', attack: 'X' }),
        ruleWith({ actions: [{ type: 'custom', value: '%data.custom.nothing%' }] }),
        ruleWith({ actions: Array.from({ length: 5 }, () => ({ type: 'custom', value: 'A line' })) }),
        // Extra keys beside what is typed, an action with more to it, hit points from a room's reveal.
        ruleWith({ actions: [{ type: 'condition', value: 'poison' }], deck: 'x' }),
        ruleWith({ actions: [{ type: 'condition', value: 'poison', subActions: [] }] }),
        ruleWith({ health: 'Hx2', absolute: true }, { requiredRooms: [2] }),
        ruleWith({ actions: 'poison' }),
        { statEffects: [{ identifier: { type: 'monster', name: 'ghost' }, statEffect: { immunities: ['stun'] } }], always: true },
      ],
      context,
    );
    expect(shown.map((rule) => rule.kind)).toEqual(Array.from({ length: 11 }, () => 'shown'));
  });
});
