import { drawKeyOf } from './drawn-cards';
import type { Element } from './elements';
import type { ScenarioEvent } from './events';
import { isSameFigure } from './figures';
import type { FigureRef, ScenarioFacts, ScenarioState } from './state';
import { own } from '../own';

/**
 * A turn's progress kept in the scenario's state rather than on a screen: which steps of its card
 * the figure whose turn it is has taken (an attack is one action, a heal, an infusion...), and the
 * elements the monsters acting on a card consumed this round. Worked out from the events as they
 * are applied, so undo takes a step back with the command that made it.
 */

/** The step an event is for the figure whose turn it is, or null. */
export function turnStepOf(state: ScenarioState, event: ScenarioEvent): string | null {
  const figure = state.phase === 'turns' ? state.activeFigure : null;
  if (figure === null) return null;
  switch (event.type) {
    case 'AttackResolved':
      return isSameFigure(figure, event.attacker) ? 'attack' : null;
    case 'Healed':
      return event.isAbility ? 'heal' : null;
    case 'ElementInfused':
      return event.isImmediate ? null : `infuse:${event.element}`;
    case 'ElementConsumed':
      return `consume:${event.element}`;
    case 'LongRested':
      return 'longRest';
    case 'DamageSuffered':
      if (event.cause === 'ability') return 'damage';
      return event.cause === 'other' && isSameFigure(figure, event.figure) ? 'suffer' : null;
    case 'MonstersAdded': {
      // A summon of the monster whose turn it is (see modules/summon-monster.ts).
      const summoned = event.standees.find((standee) => standee.isSummoned);
      return summoned && figure.kind === 'monster' ? `summon:${summoned.typeId}` : null;
    }
    default:
      return null;
  }
}

/** The state after an event that is a step: the step remembered for this turn, a monster's consume for its card. */
export function withTurnStep(state: ScenarioState, event: ScenarioEvent): ScenarioState {
  const step = turnStepOf(state, event);
  const figure = state.activeFigure;
  if (step === null || figure === null) return state;
  const steps = state.turnSteps ?? [];
  const next = steps.includes(step) ? state : { ...state, turnSteps: [...steps, step] };
  const standee = figure.kind === 'monster' ? own(state.monsters, figure.id) : undefined;
  const key = standee && drawKeyOf(state, standee.typeId);
  if (event.type !== 'ElementConsumed' || key === undefined) return next;
  const consumed = state.consumedByCard ?? {};
  return { ...next, consumedByCard: { ...consumed, [key]: [...(consumed[key] ?? []), event.element] } };
}

/** Whether the figure whose turn it is has taken this step this turn. */
export function hasTakenStep(state: ScenarioFacts, figure: FigureRef, step: string): boolean {
  return isSameFigure(state.activeFigure, figure) && (state.turnSteps ?? []).includes(step);
}

/** The elements consumed this round by monsters acting on the card this standee acts on. */
export function consumedForCard(state: ScenarioFacts, standeeId: string): Element[] {
  const standee = own(state.monsters, standeeId);
  const key = standee && drawKeyOf(state, standee.typeId);
  return key === undefined ? [] : (state.consumedByCard?.[key] ?? []);
}
