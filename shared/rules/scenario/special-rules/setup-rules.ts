import type { MonsterStats, MonsterTypeInput } from '../input';
import type { ScenarioRule } from './rule';

/**
 * A monster's stats as the scenario's rules change them for the whole scenario (1st ed. rulebook
 * p. 12 "Scenario Page": special rules; p. 15 "Scenario Level": the monster level): a type played
 * at a shifted monster level takes that level's stat card (never past 0 or 7, the card's levels),
 * and a type with more hit points has its stat card's times the factor.
 */
export function withRuleStats(type: MonsterTypeInput, rules: readonly ScenarioRule[]): MonsterTypeInput {
  const effects = rules.filter((rule) => rule.at === 'always').flatMap((rule) => rule.effects);
  const change = effects.reduce(
    (sum, effect) => (effect.kind === 'monsterLevel' && effect.monster === type.id ? sum + effect.change : sum),
    0,
  );
  const factor = effects.reduce(
    (product, effect) => (effect.kind === 'monsterHealth' && effect.monster === type.id ? product * effect.factor : product),
    1,
  );
  if (change === 0 && factor === 1) return type;
  const rowAt = (level: number) => type.levels.find((row) => row.level === Math.min(Math.max(level + change, 0), 7));
  const times = (stats: MonsterStats | undefined): MonsterStats | undefined =>
    stats === undefined || factor === 1
      ? stats
      : { ...stats, health: typeof stats.health === 'number' ? stats.health * factor : `(${stats.health})x${factor}` };
  return {
    ...type,
    levels: type.levels.map((row) => {
      const shifted = rowAt(row.level) ?? row;
      const normal = times(shifted.normal);
      const elite = times(shifted.elite);
      const boss = times(shifted.boss);
      return { level: row.level, ...(normal ? { normal } : {}), ...(elite ? { elite } : {}), ...(boss ? { boss } : {}) };
    }),
  };
}
