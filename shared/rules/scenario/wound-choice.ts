import { hasCondition } from './conditions';
import { sufferedDamage } from './damage';
import { canLoseCardsForDamage, handOf } from './hand';
import type { FigureRef, ScenarioFacts } from './state';
import { own } from '../own';

/** A wounded figure suffers one point of damage at the start of each of its turns (1st ed. rulebook p. 22 "Wound"; 2nd ed. rulebook "Wound"). */
export const WOUND_DAMAGE = 1;

/** What the player of a wounded character whose hand Haven keeps decides as its turn starts. */
export interface WoundChoice {
  characterId: string;
  /** The damage the wound deals, after ward (2nd edition): what losing cards would negate. */
  amount: number;
}

/**
 * Whether starting `figure`'s turn asks its player to choose between suffering the wound's damage
 * and losing cards to negate it: any damage dealt to a character may be negated by losing one card
 * from the hand or two from the discard pile (1st ed. rulebook p. 28 "Character Damage"; 2nd ed.
 * refresher, the same). Asked only of a character whose hand Haven keeps (the cards are named:
 * StartTurn's `lostCards`), that has cards to lose, and whose wound deals damage at all (ward
 * halves 1 to 0 in the 2nd edition, damage.ts).
 */
export function woundChoiceOf(state: Pick<ScenarioFacts, 'edition' | 'characters' | 'hands'>, figure: FigureRef): WoundChoice | undefined {
  if (figure.kind !== 'character') return undefined;
  const character = own(state.characters, figure.id);
  const hand = handOf(state, figure.id);
  if (character === undefined || character.isExhausted || hand === undefined) return undefined;
  if (!hasCondition(character.conditions, 'wound') || !canLoseCardsForDamage(hand)) return undefined;
  const { amount } = sufferedDamage(state.edition, WOUND_DAMAGE, character.conditions);
  return amount > 0 ? { characterId: figure.id, amount } : undefined;
}
