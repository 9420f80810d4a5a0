import type { AbilityAction, AffectedGroup } from '../model/ability-action';

/**
 * A card line that makes others suffer damage, as both community data sets word it in English
 * ("All adjacent enemies suffer 2 damage."): the damage and whom it reaches, or undefined.
 */
const DAMAGE_PHRASES: readonly [RegExp, AffectedGroup][] = [
  [/^all adjacent enemies suffer (\d+) damage\.?$/i, 'allAdjacentEnemies'],
  [/^all adjacent enemies and allies suffer (\d+) damage\.?$/i, 'allAdjacentFigures'],
  [/^all enemies suffer (\d+) damage\.?$/i, 'allEnemies'],
];

export function damagePhrase(text: string): AbilityAction | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  for (const [pattern, group] of DAMAGE_PHRASES) {
    const found = pattern.exec(line);
    if (found) return { type: 'sufferDamage', value: Number(found[1]), who: 'others', subActions: [{ type: 'affect', group }] };
  }
  return undefined;
}
