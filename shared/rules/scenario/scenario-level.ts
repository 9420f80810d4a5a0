import type { Edition } from './edition';
import type { Difficulty } from './input';

/** What the scenario level sets (1st ed. rulebook "Scenario Level" table, p. 15; 2nd ed. rulebook "Scenario Level" table, p. 15). */
export interface LevelFacts {
  scenarioLevel: number;
  monsterLevel: number;
  trapDamage: number;
  hazardousTerrainDamage: number;
  goldPerMoneyToken: number;
  bonusExperience: number;
}

export const MIN_SCENARIO_LEVEL = 0;
export const MAX_SCENARIO_LEVEL = 7;

/**
 * Gold per money token by scenario level 0..7: 2, 2, 3, 3, 4, 4, 5, 6 (both editions' "Scenario
 * Level" tables).
 */
const GOLD_PER_TOKEN = [2, 2, 3, 3, 4, 4, 5, 6] as const;

/**
 * Difficulty shifts the recommended level: Easy -1, Hard +1, Very Hard +2 (guide setup step 4;
 * 1st ed. rulebook p. 15). The 2nd edition names no difficulties but lets the party set any level
 * 0..7 (2nd ed. rulebook p. 15), which `scenarioLevel` in the setup input does for both.
 */
const DIFFICULTY_SHIFT: Record<Difficulty, number> = { easy: -1, normal: 0, hard: 1, veryHard: 2 };

/** Recommended level: the party's average level / 2, rounded up (guide setup step 4; 2nd ed. refresher). */
export function recommendedScenarioLevel(characterLevels: readonly number[]): number {
  if (characterLevels.length === 0) return 0;
  const average = characterLevels.reduce((sum, level) => sum + level, 0) / characterLevels.length;
  return clampLevel(Math.ceil(average / 2));
}

export function clampLevel(level: number): number {
  return Math.min(MAX_SCENARIO_LEVEL, Math.max(MIN_SCENARIO_LEVEL, level));
}

export function scenarioLevelFor(characterLevels: readonly number[], difficulty: Difficulty, soloEdition?: Edition): number {
  const recommended = soloEdition === 'gh2' ? soloScenarioLevel(characterLevels) : recommendedScenarioLevel(characterLevels);
  return clampLevel(recommended + DIFFICULTY_SHIFT[difficulty]);
}

/**
 * 2nd edition solo mode and open information: the average level plus 1, halved and rounded up
 * (2nd ed. rulebook p. 57 "Solo Mode": three level-4 characters play at 3 instead of 2). The 1st
 * edition keeps the level and raises monster level and trap damage instead (see levelFacts).
 */
export function soloScenarioLevel(characterLevels: readonly number[]): number {
  if (characterLevels.length === 0) return 0;
  const average = characterLevels.reduce((sum, level) => sum + level, 0) / characterLevels.length;
  return clampLevel(Math.ceil((average + 1) / 2));
}

/**
 * The table row for a level. Both editions: monster level = L, trap damage = 2 + L, bonus XP =
 * 4 + 2L (guide "Ending a scenario": "bonus experience of 4 + twice the scenario level").
 * Hazardous terrain: 1st edition half the trap damage, rounded down (1st ed. rulebook "Hazardous
 * Terrain"); 2nd edition 1, 2, 2, 2, 3, 3, 3, 4, which is 1 + L/3 rounded up (2nd ed. rulebook
 * "Scenario Level" table).
 * The 1st edition solo variant raises monster level and trap damage by 1 (guide "Editions").
 */
export function levelFacts(edition: Edition, scenarioLevel: number, isSoloVariant = false): LevelFacts {
  const level = clampLevel(scenarioLevel);
  const soloBump = edition === 'gh1' && isSoloVariant ? 1 : 0;
  const trapDamage = 2 + level + soloBump;
  return {
    scenarioLevel: level,
    monsterLevel: clampLevel(level + soloBump),
    trapDamage,
    hazardousTerrainDamage: edition === 'gh1' ? Math.floor(trapDamage / 2) : 1 + Math.ceil(level / 3),
    goldPerMoneyToken: GOLD_PER_TOKEN[level] ?? 2,
    bonusExperience: 4 + 2 * level,
  };
}
