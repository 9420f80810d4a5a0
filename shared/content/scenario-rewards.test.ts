import { describe, expect, it } from 'vitest';
import { scenarioRewardsSchema } from './model/scenario';
import { lineIn } from '../i18n/catalogs.fixture';
import { describeScenarioRewards } from './scenario-rewards';

describe('a scenario\'s rewards in words (1st ed. rulebook p. 49 "Scenario Completion")', () => {
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

  it('names scenarios, achievements and items, never ids', () => {
    expect(describeScenarioRewards(rewards, names).map((line) => lineIn(line))).toEqual([
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

  it('reads in German too, the pack’s own words kept', () => {
    expect(describeScenarioRewards(rewards, names).map((line) => lineIn(line, 'de'))).toEqual([
      'Szenario 2 „Barrow Lair“ ist freigeschaltet',
      'Gruppenerfolg: First Steps',
      '+10 Gold für jeden Charakter',
      'Ruf -2',
      'Wohlstand +1',
      'Gegenstände: 2 × Boots of Striding',
      'Gegenstandsentwurf: Ring of Skulls kommt in den Laden',
      'Open envelope X',
    ]);
  });
});
