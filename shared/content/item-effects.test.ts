import { describe, expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../tests/support/peer';
import { importGhsEdition } from './import/ghs/import-ghs';
import { attackBonusOf, itemEffectsFromGhs } from './item-effects';

describe("an item's effects from the data", () => {
  it('reads the structured effects: heal, a condition, an element, refreshes; an immunity is left to the text', () => {
    expect(itemEffectsFromGhs([{ type: 'heal', value: 3 }], undefined)).toEqual([{ kind: 'heal', amount: 3 }]);
    expect(
      itemEffectsFromGhs(
        [
          { type: 'refreshSpent', value: '' },
          { type: 'element', value: 'wild' },
          { type: 'condition', value: 'bless' },
          { type: 'immune', value: 'stun' },
        ],
        undefined,
      ),
    ).toEqual([{ kind: 'refreshSpent' }, { kind: 'infuse', element: 'any' }, { kind: 'condition', condition: 'bless' }]);
  });

  it('refuses hostile values: a heal past bounds, an unknown condition, a list too long', () => {
    expect(itemEffectsFromGhs([{ type: 'heal', value: 999 }], undefined)).toEqual([]);
    expect(itemEffectsFromGhs([{ type: 'condition', value: '__proto__' }], undefined)).toEqual([]);
    expect(
      itemEffectsFromGhs(
        Array.from({ length: 50 }, () => ({ type: 'heal', value: 1 })),
        undefined,
      ),
    ).toEqual([]);
  });

  it('reads a plain bonus to an attack from the text, and nothing from a text with a cost', () => {
    expect(attackBonusOf('During your attack, add +1 %game.action.attack% to your entire Attack action.')).toEqual({
      kind: 'attackBonus',
      attack: 1,
      conditions: [],
      targets: 'all',
      lasts: 'nextAttack',
    });
    expect(attackBonusOf('During your melee attack, add %game.condition.wound% to a single attack.')).toMatchObject({
      conditions: ['wound'],
      targets: 'one',
    });
    expect(
      attackBonusOf(
        'During your attack, add %game.condition.stun%, %game.condition.poison%, and %game.condition.curse% to a single attack.',
      ),
    ).toBeUndefined();
    expect(attackBonusOf('During your turn, add +2 %game.action.attack% to all your attacks.')).toMatchObject({ attack: 2, lasts: 'turn' });
    expect(
      attackBonusOf('During your melee attack, %game.element.consume.ice% to add +2 %game.action.attack% to a single attack.'),
    ).toBeUndefined();
    expect(
      attackBonusOf('During your melee attack, suffer 2 damage to add +1 %game.action.attack% to the entire Attack action.'),
    ).toBeUndefined();
  });
});

describeWithPeerData("gh.json's items", () => {
  it('say what using them does for the healing potions, the wands, the earrings and the plain attack bonuses', () => {
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    const withEffects = outcome.pack.items.filter((item) => (item.effects ?? []).length > 0);
    const byName = (name: string) => outcome.pack.items.find((item) => item.name === name)?.effects;
    expect(byName('Minor Healing Potion')).toEqual([{ kind: 'heal', amount: 3 }]);
    expect(byName('Minor Power Potion')).toEqual([{ kind: 'attackBonus', attack: 1, conditions: [], targets: 'all', lasts: 'nextAttack' }]);
    expect(byName('Jagged Sword')).toEqual([
      { kind: 'attackBonus', attack: 0, conditions: ['wound'], targets: 'one', lasts: 'nextAttack' },
    ]);
    // 15 from the structured effects (three list only immunities), 8 plain attack bonuses from the text.
    expect(withEffects).toHaveLength(23);
  });
});
