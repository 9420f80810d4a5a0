import { describe, expect, it } from 'vitest';
import { levelFacts, recommendedScenarioLevel, scenarioLevelFor } from './scenario-level';

describe('scenario level', () => {
  it('recommends the average level / 2, rounded up', () => {
    // Levels 6, 4, 4, 3: average 4.25, half 2.125, rounded up 3.
    expect(recommendedScenarioLevel([6, 4, 4, 3])).toBe(3);
    expect(recommendedScenarioLevel([1, 1])).toBe(1);
    expect(recommendedScenarioLevel([2, 2])).toBe(1);
    expect(recommendedScenarioLevel([9, 9, 9, 9])).toBe(5);
  });

  it('shifts by difficulty and stays within 0..7', () => {
    expect(scenarioLevelFor([4, 4], 'easy')).toBe(1);
    expect(scenarioLevelFor([4, 4], 'hard')).toBe(3);
    expect(scenarioLevelFor([4, 4], 'veryHard')).toBe(4);
    expect(scenarioLevelFor([1], 'easy')).toBe(0);
    expect(scenarioLevelFor([1, 1], 'easy')).toBe(0);
    expect(scenarioLevelFor([9, 9], 'veryHard')).toBe(7);
  });

  it.each(['gh1', 'gh2'] as const)('%s: monster level, gold, trap damage and bonus XP follow the table', (edition) => {
    const gold = [0, 1, 2, 3, 4, 5, 6, 7].map((level) => levelFacts(edition, level).goldPerMoneyToken);
    expect(gold).toEqual([2, 2, 3, 3, 4, 4, 5, 6]);
    const facts = levelFacts(edition, 3);
    expect(facts.monsterLevel).toBe(3);
    expect(facts.trapDamage).toBe(5);
    expect(facts.bonusExperience).toBe(10);
    expect(levelFacts(edition, 7).bonusExperience).toBe(18);
  });

  it('hazardous terrain differs by edition', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((l) => levelFacts('gh1', l).hazardousTerrainDamage)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((l) => levelFacts('gh2', l).hazardousTerrainDamage)).toEqual([1, 2, 2, 2, 3, 3, 3, 4]);
  });

  it('1st edition solo variant raises monster level and trap damage but not gold or XP', () => {
    const solo = levelFacts('gh1', 2, true);
    expect(solo).toMatchObject({ scenarioLevel: 2, monsterLevel: 3, trapDamage: 5, goldPerMoneyToken: 3, bonusExperience: 8 });
    expect(levelFacts('gh2', 2, true).monsterLevel).toBe(2);
  });
});
