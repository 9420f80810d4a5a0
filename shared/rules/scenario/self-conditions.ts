import { hasCondition, type Condition } from './conditions';
import { isConditionToken, type CardCondition } from './input';
import { immunitiesOf, standeeAbility } from './monster-stats';
import type { ScenarioFacts } from './state';
import { own } from '../own';

/**
 * The conditions a monster's ability card gives the monster itself ("Strengthen, self"): a
 * condition printed as its own line of the card with "self" among those it affects. Positive
 * conditions are what figures give themselves or their allies (1st ed. rulebook p. 23,
 * "Conditions"); "self" means the figure affects only itself (p. 26, "Heal"). A condition printed
 * under an attack or a consumed element is not the monster's own: it goes to the attack's targets
 * or is the element's bonus.
 */
export function selfConditionsOfCard(
  actions: readonly { type: string; condition?: CardCondition | undefined; isSelf?: boolean | undefined }[],
): Condition[] {
  const found: Condition[] = [];
  for (const action of actions)
    if (action.type === 'condition' && action.isSelf && isConditionToken(action.condition) && !found.includes(action.condition))
      found.push(action.condition);
  return found;
}

/**
 * What a standee's card this round gives it on its turn: none while it is stunned (a stunned figure
 * performs no abilities, rulebook p. 23 "Stun"), none it is immune to (the stat card's immunities, p. 9
 * and p. 32 "Bosses"). Each standee of the type performs the card on its own turn (p. 29, "Order of Action").
 */
export function selfConditionsOnTurn(state: ScenarioFacts, standeeId: string): Condition[] {
  const standee = own(state.monsters, standeeId);
  const worked = standeeAbility(state, standeeId);
  if (standee === undefined || worked === undefined || hasCondition(standee.conditions, 'stun')) return [];
  const immune = immunitiesOf(state, { kind: 'monster', id: standeeId });
  return selfConditionsOfCard(worked.card.actions).filter((condition) => !immune.includes(condition));
}

/** Whether the standee already took a card's self-condition on this turn (it is fresh on it). */
export function hasTakenOnThisTurn(state: ScenarioFacts, standeeId: string, condition: Condition): boolean {
  const standee = own(state.monsters, standeeId);
  const isItsTurn = state.activeFigure?.kind === 'monster' && state.activeFigure.id === standeeId;
  return isItsTurn && standee !== undefined && standee.conditions.some((token) => token.name === condition && token.isFresh);
}
