import type { MonsterStats, MonsterTypeInput } from '../input';
import type { ScenarioRule } from './rule';

/**
 * A monster's stats as the scenario's rules change them for the whole scenario (1st ed. rulebook
 * p. 12 "Scenario Page": special rules; p. 15 "Scenario Level": the monster level): a type played
 * at a shifted monster level takes that level's stat card (never past 0 or 7, the card's levels),
 * and a type with more hit points has its stat card's times the factor; a type given another deck
 * draws from that one (see `ruleDeckOf`).
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
  const deck = ruleDeckOf(type.id, rules) ?? type.deck;
  if (change === 0 && factor === 1) return deck === type.deck ? type : { ...type, deck };
  const rowAt = (level: number) => type.levels.find((row) => row.level === Math.min(Math.max(level + change, 0), 7));
  const times = (stats: MonsterStats | undefined): MonsterStats | undefined =>
    stats === undefined || factor === 1
      ? stats
      : { ...stats, health: typeof stats.health === 'number' ? stats.health * factor : `(${stats.health})x${factor}` };
  return {
    ...type,
    deck,
    levels: type.levels.map((row) => {
      const shifted = rowAt(row.level) ?? row;
      const normal = times(shifted.normal);
      const elite = times(shifted.elite);
      const boss = times(shifted.boss);
      return { level: row.level, ...(normal ? { normal } : {}), ...(elite ? { elite } : {}), ...(boss ? { boss } : {}) };
    }),
  };
}

/**
 * The ability deck the scenario's rules give a monster type for the whole scenario, if any (1st ed.
 * rulebook p. 12 "Scenario Page": special rules; scenario 89's Cultists draw a deck of their own).
 * The last such rule wins; a rule waiting for rooms never changes a deck (the importer reads none).
 */
export function ruleDeckOf(typeId: string, rules: readonly ScenarioRule[]): string | undefined {
  return rules
    .filter((rule) => rule.at === 'always' && rule.requiredRooms.length === 0)
    .flatMap((rule) => rule.effects)
    .reduce<string | undefined>(
      (deck, effect) => (effect.kind === 'monsterDeck' && effect.monster === typeId ? effect.deck : deck),
      undefined,
    );
}
