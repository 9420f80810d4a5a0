import { describe, expect, it } from 'vitest';
import { broughtItemsInput } from './items-brought';

const SHOP = [
  { name: 'Boots of Striding', usage: 'persistent' as const },
  { name: 'Minor Healing Potion', usage: 'consumed' as const },
  { name: 'Eagle-Eye Goggles', usage: 'spent' as const },
];

describe('the items a character brings into a scenario', () => {
  it('are the equipped ones, with their usage from the item cards', () => {
    const character = {
      items: ['Boots of Striding', 'Minor Healing Potion', 'Eagle-Eye Goggles'],
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

  it('are all owned items while none is marked equipped; an unknown one has no limit to mark', () => {
    expect(broughtItemsInput({ items: ['Boots of Striding', 'Lucky Stone'] }, SHOP)).toEqual([
      { name: 'Boots of Striding', usage: 'persistent' },
      { name: 'Lucky Stone', usage: 'persistent' },
    ]);
  });
});
