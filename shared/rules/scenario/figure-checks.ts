import { hasCondition } from './conditions';
import { describeFigure, figureView } from './figures';
import type { FigureRef, ScenarioState } from './state';
import { refusedWith, type RuleViolation } from './violation';
import { own } from '../own';

/** The refusal for a command naming a figure that is not on the map. */
export function missingFigure(state: ScenarioState, figure: FigureRef): RuleViolation {
  return refusedWith('unknown-figure', 'scenario.figureNotOnMap', { name: describeFigure(state, figure) }).violation;
}

/**
 * A stunned figure performs no abilities on its turn (1st ed. rulebook pp. 22-23 "Conditions":
 * STUN; 2nd ed. rulebook "Stun"): during its turn, a heal, an infusion or a consumed element would
 * be its own, so they are refused.
 */
export function stunnedActor(
  state: ScenarioState,
  key: 'scenario.stunnedHeal' | 'scenario.stunnedInfuse' | 'scenario.stunnedConsume',
  element = '',
): RuleViolation | undefined {
  const active = state.phase === 'turns' ? state.activeFigure : null;
  const actor = active === null ? undefined : figureView(state, active);
  if (actor === undefined || !hasCondition(actor.conditions, 'stun')) return undefined;
  return refusedWith('actor-stunned', key, { name: actor.name, element }).violation;
}

/** The refusal for a character that is unknown or exhausted: it gains nothing. */
export function activeCharacter(state: ScenarioState, id: string): RuleViolation | undefined {
  const character = own(state.characters, id);
  if (character === undefined) return refusedWith('unknown-character', 'scenario.noCharacterId').violation;
  if (character.isExhausted) return refusedWith('exhausted', 'scenario.exhaustedGainsNothing', { name: character.name }).violation;
  return undefined;
}
