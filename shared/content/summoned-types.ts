import { eachAction } from './model/ability-action';
import type { AbilityDeck } from './model/ability-deck';
import type { MonsterType } from './model/monster-type';

/**
 * The monster types a scenario needs: its own, and every type their ability cards (or a boss's
 * specials) summon, and what those summon in turn, so that a summon finds its stat card and deck
 * (1st ed. rulebook p. 31 "Summons": the summoned monster acts on its own type's cards).
 */
export function withSummonedTypes(
  wanted: Iterable<string>,
  types: ReadonlyMap<string, MonsterType>,
  decks: ReadonlyMap<string, AbilityDeck>,
): Set<string> {
  const found = new Set<string>();
  const queue = [...wanted];
  while (queue.length > 0) {
    const id = queue.pop()!;
    const type = types.get(id);
    if (found.has(id) || type === undefined) continue;
    found.add(id);
    const cards = decks.get(type.deck)?.cards ?? [];
    const specials = type.levels.flatMap((row) => (row.kind === 'boss' ? [...row.boss.special1, ...row.boss.special2] : []));
    for (const action of eachAction([...cards.flatMap((card) => card.actions), ...specials])) {
      if (action.type === 'summon' && !found.has(action.monster)) queue.push(action.monster);
    }
  }
  return found;
}
