import { describe, expect, it } from 'vitest';
import { run } from './campaign.fixture';
import { emptyCampaign, type CampaignState } from './state';

const owner = () =>
  run(
    emptyCampaign('c1', 'Test', 'gh1', 'campaign'),
    { type: 'CreateCharacter', characterId: 'x', classId: 'Brute', name: 'Grok', gold: 30 },
    { type: 'AddItem', characterId: 'x', item: 'Cap' },
    { type: 'AddItem', characterId: 'x', item: 'Helm' },
    { type: 'AddItem', characterId: 'x', item: 'Potion' },
    { type: 'AddItem', characterId: 'x', item: 'Ring' },
  );
const equipped = (state: CampaignState) => state.characters[0]?.equipped?.map((e) => e.name);

describe('equipping items (1st ed. rulebook p. 8; 2nd ed. rulebook p. 33)', () => {
  it('equips owned items within the slots and refuses a second head item with the reason', () => {
    const state = run(owner(), { type: 'EquipItem', characterId: 'x', item: 'Cap', slot: 'head' });
    expect(equipped(state)).toEqual(['Cap']);
    expect(() => run(state, { type: 'EquipItem', characterId: 'x', item: 'Helm', slot: 'head' })).toThrow(/Only one Head item.*Cap/);
    expect(() => run(state, { type: 'EquipItem', characterId: 'x', item: 'Sword', slot: 'oneHand' })).toThrow(/does not own Sword/);
  });

  it('a level-1 character brings one small item; the limit follows the level taken in town, not the experience', () => {
    const state = run(owner(), { type: 'EquipItem', characterId: 'x', item: 'Potion', slot: 'small' });
    expect(() => run(state, { type: 'EquipItem', characterId: 'x', item: 'Ring', slot: 'small' })).toThrow(/1 small item at most/);
    // 95 experience earns level 3, but until it is taken the character is level 1 (p. 44).
    const earned = run(state, { type: 'GainExperience', characterId: 'x', amount: 95 });
    expect(() => run(earned, { type: 'EquipItem', characterId: 'x', item: 'Ring', slot: 'small' })).toThrow(/1 small item at most/);
    const levelThree = run(earned, { type: 'LevelUp', characterId: 'x' }, { type: 'LevelUp', characterId: 'x' });
    expect(equipped(run(levelThree, { type: 'EquipItem', characterId: 'x', item: 'Ring', slot: 'small' }))).toEqual(['Potion', 'Ring']);
  });

  it('a Cloak of Pockets worn raises the small items by two', () => {
    const cloaked = run(
      owner(),
      { type: 'AddItem', characterId: 'x', item: 'Cloak of Pockets' },
      { type: 'EquipItem', characterId: 'x', item: 'Cloak of Pockets', slot: 'body', extraSmallItems: 2 },
      { type: 'EquipItem', characterId: 'x', item: 'Potion', slot: 'small' },
      { type: 'EquipItem', characterId: 'x', item: 'Ring', slot: 'small' },
    );
    expect(equipped(cloaked)).toEqual(['Cloak of Pockets', 'Potion', 'Ring']);
  });

  it('an item given up or unequipped is no longer equipped', () => {
    const state = run(owner(), { type: 'EquipItem', characterId: 'x', item: 'Cap', slot: 'head' });
    expect(equipped(run(state, { type: 'RemoveItem', characterId: 'x', item: 'Cap' }))).toEqual([]);
    expect(equipped(run(state, { type: 'UnequipItem', characterId: 'x', item: 'Cap' }))).toEqual([]);
  });
});
