import { describe, expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../tests/support/peer';
import { importGhsEdition } from './import/ghs/import-ghs';
import { attackBonusOf, defenceOf, itemEffectsFromGhs } from './item-effects';

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

describe("an item's defence against the next attack on its owner", () => {
  it("reads a shield and a retaliate for the attack, in both editions' words, and the attacker's disadvantage", () => {
    expect(defenceOf('When damaged by an attack, gain %game.action.shield% 1 and %game.action.retaliate% 2 for the attack.')).toEqual({
      kind: 'defence',
      shield: 1,
      retaliate: 2,
      attackerDisadvantage: false,
    });
    expect(
      defenceOf('On the next three sources of %game.damage% from attacks targeting you, gain %game.action.shield:1% for the attacks.'),
    ).toEqual({ kind: 'defence', shield: 1, retaliate: 0, attackerDisadvantage: false });
    expect(
      defenceOf('When attacked, the attacker gains Disadvantage on the attack and you gain %game.action.shield% 1 for the attack.'),
    ).toEqual({ kind: 'defence', shield: 1, retaliate: 0, attackerDisadvantage: true });
  });

  it('leaves to the players a text that says more, or is for the round or another figure', () => {
    expect(
      defenceOf(
        'When you suffer %game.damage% from an attack, gain %game.action.shield:1% for the attack. After the attack but before any %game.action.retaliate%, perform:',
      ),
    ).toBeUndefined();
    expect(defenceOf('If you move 1 or fewer hexes on your turn, gain %game.action.shield% 1 for the round.')).toBeUndefined();
    expect(
      defenceOf('When one of your summons suffers %game.damage% from an attack, that summon gains %game.action.shield:2% for the attack.'),
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
    // 15 from the structured effects (three list only immunities), 8 plain attack bonuses and 12 defences from the text.
    expect(withEffects).toHaveLength(35);
    const defences = outcome.pack.items
      .filter((item) => item.effects?.some((effect) => effect.kind === 'defence'))
      .map((item) => item.name);
    expect(defences.sort()).toEqual(
      [
        'Chainmail',
        'Heater Shield',
        'Hide Armor',
        'Platemail',
        'Spiked Shield',
        'Splintmail',
        'Steam Armor',
        'Steel Ring',
        'Studded Leather',
        'Swordedge Armor',
        'Tower Shield',
        'Wall Shield',
      ].sort(),
    );
    expect(byName('Swordedge Armor')).toEqual([{ kind: 'defence', shield: 1, retaliate: 1, attackerDisadvantage: false }]);
  });
});

describeWithPeerData("gh2e.json's items", () => {
  it('give their shields for an attack on their owner, the ones that say only that', () => {
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh2e.json'));
    if (!outcome.ok) throw new Error('gh2e.json did not import');
    const defences = outcome.pack.items
      .filter((item) => item.effects?.some((effect) => effect.kind === 'defence'))
      .map((item) => item.name);
    expect(defences.sort()).toEqual(
      [
        'Chainmail',
        'Heater Shield',
        'Hide Armor',
        'Plate Mail',
        'Spiked Shield',
        'Steam Armor',
        'Steel Ring',
        'Studded Leather',
        'Swordedge Armor',
        'Tower Shield',
      ].sort(),
    );
  });
});
