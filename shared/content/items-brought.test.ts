import { describe, expect, it } from 'vitest';
import { broughtItemsInput } from './items-brought';
import { deckExtras, ignoresNegativeItemEffects } from './to-scenario';
import type { CharacterClass } from './model/character-class';

const SHOP = [
  { name: 'Boots of Striding', usage: 'persistent' as const, slot: 'legs' as const },
  { name: 'Minor Healing Potion', usage: 'consumed' as const, slot: 'small' as const },
  { name: 'Minor Stamina Potion', usage: 'consumed' as const, slot: 'small' as const },
  { name: 'Minor Power Potion', usage: 'consumed' as const, slot: 'small' as const },
  { name: 'Eagle-Eye Goggles', usage: 'spent' as const, slot: 'head' as const },
  { name: 'Hide Armor', usage: 'spent' as const, slot: 'body' as const, uses: 2, minusOnes: 2 },
  { name: 'Leather Armor', usage: 'spent' as const, slot: 'body' as const, minusOnes: 1 },
  { name: 'Cloak of Pockets', usage: 'persistent' as const, slot: 'body' as const, extraSmallItems: 2 },
];
const sheet = (items: string[], xp = 0, level?: number) => ({ items, xp, ...(level ? { level } : {}) });

describe('the items a character brings into a scenario', () => {
  it('are the equipped ones, with their usage from the item cards', () => {
    const character = {
      ...sheet(['Boots of Striding', 'Minor Healing Potion', 'Eagle-Eye Goggles']),
      equipped: [
        { name: 'Minor Healing Potion', slot: 'small' as const },
        { name: 'Eagle-Eye Goggles', slot: 'head' as const },
      ],
    };
    expect(broughtItemsInput(character, SHOP)).toEqual([
      { name: 'Minor Healing Potion', usage: 'consumed' },
      { name: 'Eagle-Eye Goggles', usage: 'spent' },
    ]);
  });

  it('with none marked equipped: what fits, at most one item per body slot (p. 8); an unknown one comes along', () => {
    expect(broughtItemsInput(sheet(['Boots of Striding', 'Lucky Stone']), SHOP)).toEqual([
      { name: 'Boots of Striding', usage: 'persistent' },
      { name: 'Lucky Stone', usage: 'persistent' },
    ]);
    const brought = broughtItemsInput(sheet(['Hide Armor', 'Leather Armor']), SHOP);
    expect(brought.map((i) => i.name)).toEqual(['Hide Armor']);
    // Only the armour brought adds its −1 cards: two, not three.
    expect(deckExtras({ items: brought.map((i) => i.name) }, SHOP).itemMinusOnes).toBe(2);
  });

  it('small items up to half the level taken, rounded up, and two more under a Cloak of Pockets', () => {
    const potions = ['Minor Healing Potion', 'Minor Stamina Potion', 'Minor Power Potion'];
    // 95 experience earns level 3, but the level taken in town is 1: one small item.
    expect(broughtItemsInput(sheet(potions, 95, 1), SHOP).map((i) => i.name)).toEqual(['Minor Healing Potion']);
    expect(broughtItemsInput(sheet(potions, 95, 3), SHOP)).toHaveLength(2);
    expect(broughtItemsInput(sheet([...potions, 'Cloak of Pockets'], 0, 1), SHOP)).toHaveLength(4);
  });
});

describe('a perk that ignores negative item effects', () => {
  it('takes away the −1 cards its items would add', () => {
    const brute = {
      id: 'brute',
      name: 'Brute',
      health: [10, 12, 14, 16, 18, 20, 22, 24, 26],
      isLocked: false,
      perks: [{ checkboxes: 1, add: [], remove: [], text: 'Ignore negative item effects', ignores: 'negativeItemEffects' as const }],
    } satisfies CharacterClass;
    const ignores = ignoresNegativeItemEffects({ perks: ['Ignore negative item effects'] }, brute);
    expect(ignores).toBe(true);
    expect(deckExtras({ items: ['Hide Armor'] }, SHOP, ignores).itemMinusOnes).toBe(0);
    expect(ignoresNegativeItemEffects({ perks: [] }, brute)).toBe(false);
  });
});
