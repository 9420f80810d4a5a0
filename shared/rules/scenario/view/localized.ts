import type { NameIn } from '../../named-kinds';
import type { ScenarioState } from '../state';

/**
 * The state as a player reads it: monster names in the reader's language where the pack carries a
 * label (issue 18). Only for building a view: the engine books by the English names and ids it was
 * set up with, and this copy is never stored or decided on.
 */
export function withLocalNames(state: ScenarioState, nameIn: NameIn): ScenarioState {
  const monsterTypes = Object.fromEntries(
    Object.entries(state.monsterTypes).map(([key, type]) => [key, { ...type, name: nameIn('monsterTypes', type.id, type.name) }]),
  );
  return { ...state, monsterTypes };
}
