import { ALL_CONDITIONS, type Condition } from './conditions';
import { ELEMENTS, type Element } from './elements';
import type { ModifierCard } from './modifier-cards';

/** What the added effects on applied modifier cards do to the attack. */
export interface ModifierEffects {
  conditions: Condition[];
  pierce: number;
  /** Heal for the attacker, after the attack (1st ed. FAQ: "the figure who flipped it heals"; 2nd ed. rulebook "Heal"). */
  heal: number;
  /** Elements infused at the end of the attacker's turn (2nd ed. rulebook "Attack Effects"). */
  infusions: Element[];
  /** Effects the engine leaves to the players (push, pull, add target, class-specific effects). */
  other: string[];
}

const CONDITION_WORDS = new Set<string>(ALL_CONDITIONS);
const ELEMENT_WORDS = new Set<string>(ELEMENTS);

/**
 * Reads the added effects on the applied cards: condition names, elements, "pierce N" and
 * "heal N". Several heal effects make one heal (2nd ed. rulebook "Heal"); pierce adds up (2nd ed.
 * rulebook "Pierce").
 */
export function modifierEffects(cards: readonly ModifierCard[]): ModifierEffects {
  const result: ModifierEffects = { conditions: [], pierce: 0, heal: 0, infusions: [], other: [] };
  for (const effect of cards.flatMap((card) => card.effects)) {
    const word = effect.trim().toLowerCase();
    const numbered = /^(pierce|heal)\s+(\d+)$/.exec(word);
    if (CONDITION_WORDS.has(word)) result.conditions.push(word as Condition);
    else if (ELEMENT_WORDS.has(word)) result.infusions.push(word as Element);
    else if (numbered?.[1] === 'pierce') result.pierce += Number(numbered[2]);
    else if (numbered?.[1] === 'heal') result.heal += Number(numbered[2]);
    else result.other.push(effect);
  }
  return result;
}
