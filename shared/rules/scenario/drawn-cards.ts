import type { AbilityCardInput } from './input';
import type { ScenarioFacts } from './state';
import { own } from '../own';

/**
 * Who reveals a monster ability card each round. 1st edition: each monster type with a figure on
 * the map (1st ed. rulebook "Determining Initiative": "a monster ability card for each type of
 * monster"), so two types sharing a deck each draw a card from it. 2nd edition: each monster set,
 * the types sharing one deck, which then share the card (2nd ed. rulebook "Ordering of
 * Initiative": "one monster ability card for each monster set").
 */
export function drawKeyOf(state: ScenarioFacts, typeId: string): string | undefined {
  const type = own(state.monsterTypes, typeId);
  if (type === undefined) return undefined;
  return state.edition === 'gh1' ? typeId : type.deck;
}

/** The card a monster type acts on this round, if one has been revealed for it. */
export function drawnCardOf(state: ScenarioFacts, typeId: string): AbilityCardInput | undefined {
  const key = drawKeyOf(state, typeId);
  const drawn = key === undefined ? undefined : state.drawnAbilityCards[key];
  return drawn === undefined ? undefined : state.abilityCards[drawn.deck]?.[drawn.cardId];
}
