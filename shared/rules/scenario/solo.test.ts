import { describe, expect, it } from 'vitest';
import { CHARACTERS, testScenario } from './scenario.fixture';

const threeAtLevel4 = [0, 1, 2].map((i) => ({ ...CHARACTERS[0]!, id: `c${i}`, name: `C${i}`, level: 4 }));

describe('the solo / open information variant', () => {
  it('2nd edition: the scenario level is (average + 1) / 2, rounded up (rulebook p. 57)', () => {
    expect(testScenario('gh2', { characters: threeAtLevel4 }).level.scenarioLevel).toBe(2);
    const solo = testScenario('gh2', { characters: threeAtLevel4, isSoloVariant: true }).level;
    expect(solo).toMatchObject({ scenarioLevel: 3, monsterLevel: 3 });
  });

  it('1st edition: the level stays, monster level and trap damage rise by 1, gold and experience do not (rulebook p. 16)', () => {
    const solo = testScenario('gh1', { characters: threeAtLevel4, isSoloVariant: true }).level;
    expect(solo).toMatchObject({ scenarioLevel: 2, monsterLevel: 3, trapDamage: 5, goldPerMoneyToken: 3, bonusExperience: 8 });
  });
});
