import type { FigureRef, ItemDefence, ScenarioState } from './state';
import type { Condition } from './conditions';

/**
 * What the items a character used against the next attack on it add to its defence: shield and
 * retaliate "for the attack" (1st ed. rulebook p. 8 "Item Cards": an item is used when its text
 * says; p. 25 "Shield", p. 26 "Retaliate"), and disadvantage for the attacker (Studded Leather).
 */
export function itemDefenceOf(
  state: ScenarioState,
  target: FigureRef,
): { shield: number; retaliate: number; attackerDisadvantage: boolean } {
  return itemDefenceTotal(target.kind === 'character' ? (state.itemDefences?.[target.id] ?? []) : []);
}

/** What several items' defences add together: their shields and retaliates, and any disadvantage. */
export function itemDefenceTotal(defences: readonly ItemDefence[]): {
  shield: number;
  retaliate: number;
  attackerDisadvantage: boolean;
} {
  return {
    shield: defences.reduce((total, defence) => total + defence.shield, 0),
    retaliate: defences.reduce((total, defence) => total + defence.retaliate, 0),
    attackerDisadvantage: defences.some((defence) => defence.attackerDisadvantage),
  };
}

/**
 * The item bonuses a character's attack takes: attack and conditions on every target, or on the
 * first one, as each item says; those meant for one attack are spent by it.
 */
export function itemBonusesOf(
  state: ScenarioState,
  attacker: FigureRef,
): { attack: number; firstAttack: number; all: Condition[]; first: Condition[]; spent: string[] } {
  const bonuses = attacker.kind === 'character' ? (state.itemBonuses?.[attacker.id] ?? []) : [];
  const sum = (targets: 'all' | 'one') =>
    bonuses.filter((bonus) => bonus.targets === targets).reduce((total, bonus) => total + bonus.attack, 0);
  return {
    attack: sum('all'),
    firstAttack: sum('one'),
    all: [...new Set(bonuses.filter((bonus) => bonus.targets === 'all').flatMap((bonus) => bonus.conditions))],
    first: [...new Set(bonuses.filter((bonus) => bonus.targets === 'one').flatMap((bonus) => bonus.conditions))],
    spent: bonuses.filter((bonus) => bonus.lasts === 'nextAttack').map((bonus) => bonus.item),
  };
}
