import { describe, expect, it } from 'vitest';
import { treasureReward } from './treasures';

describe('treasure rewards as the treasure index words them (1st ed. rulebook p. 15 "Treasure")', () => {
  it('reads gold, experience, checkmarks and a named item', () => {
    expect(treasureReward('gold 15')).toMatchObject({ gold: 15, experience: 0, itemNumber: null, other: [] });
    expect(treasureReward('experience 10').experience).toBe(10);
    expect(treasureReward('battleGoal 1').checkmarks).toBe(1);
    expect(treasureReward('item 32').itemNumber).toBe(32);
  });

  it('says in words what the players do themselves, never the data key', () => {
    expect(treasureReward('randomItemDesign').other).toEqual(['Draw a random item design (rulebook p. 38)']);
    expect(treasureReward('damage 5, condition poison+wound').other).toEqual([
      'The looter suffers 5 damage',
      'The looter gains poison and wound',
    ]);
    expect(treasureReward('nothing').other).toEqual([]);
  });
});
