import { describe, expect, it } from 'vitest';
import { scenarioRewardsSchema } from './model/scenario';
import { describeScenarioRewards } from './scenario-rewards';

describe('a scenario\'s rewards in words (1st ed. rulebook p. 49 "Scenario Completion")', () => {
  it('names scenarios, achievements and items, never ids', () => {
    const rewards = scenarioRewardsSchema.parse({
      partyAchievements: ['First Steps'],
      gold: 10,
      prosperity: 1,
      reputation: -2,
      items: [{ item: 'item-27', count: 2 }],
      other: ['Open envelope X'],
    });
    const names = {
      items: [{ name: 'Boots of Striding', count: 2 }],
      designs: ['Ring of Skulls'],
      unlocks: [{ index: '2', name: 'Barrow Lair' }],
    };
    expect(describeScenarioRewards(rewards, names)).toEqual([
      'Scenario 2 "Barrow Lair" is unlocked',
      'Party achievement: First Steps',
      '+10 gold for each character',
      'Reputation -2',
      'Prosperity +1',
      'Items: 2 × Boots of Striding',
      'Item design: Ring of Skulls joins the shop',
      'Open envelope X',
    ]);
  });
});
