import { evaluateFormula } from './health-formula';
import { isOfRoom, type ObjectiveInput, type ObjectiveState, type WaitingObjective } from './objective-schema';
import type { ScenarioState } from './state';

export {
  isOfRoom,
  MAX_OBJECTIVES,
  objectiveInputSchema,
  type ObjectiveInput,
  type ObjectiveState,
  type WaitingObjective,
} from './objective-schema';

/** The objectives of the setup, each with its id, the party's size applied ("2:C > 2"). */
export function objectivesOfSetup(objectives: readonly ObjectiveInput[], characters: number): WaitingObjective[] {
  return objectives
    .map((objective, index) => ({ ...objective, id: `objective#${index + 1}` }))
    .filter((objective) => objective.charactersAbove === undefined || characters > objective.charactersAbove);
}

/**
 * The objectives that come into play with a room: hit points worked out from the formula for the
 * party's size and the scenario level. One whose formula does not read, or gives less than 1, is
 * left to the players (not placed).
 */
export function objectivesOfRoom(state: ScenarioState, roomId: string): ObjectiveState[] {
  const variables = { C: Object.keys(state.characters).length, L: state.level.scenarioLevel };
  return (state.objectivesToCome ?? []).flatMap((objective) => {
    if (!isOfRoom(objective, roomId)) return [];
    const health = evaluateFormula(objective.health, variables);
    if ('error' in health || health.value < 1) return [];
    return [
      {
        id: objective.id,
        objective: objective.objective,
        name: objective.name,
        ...(objective.marker !== undefined ? { marker: objective.marker } : {}),
        isEscort: objective.isEscort,
        room: roomId,
        health: health.value,
        maxHealth: health.value,
        isDestroyed: false,
      },
    ];
  });
}

/** The objectives in play, by their place in the scenario's list: those standing and those destroyed so far. */
export function objectivesInPlay(state: Pick<ScenarioState, 'objectives'>): {
  objectivesStanding: number[];
  objectivesDestroyed: number[];
} {
  const all = Object.values(state.objectives ?? {});
  const places = (isDestroyed: boolean) => all.flatMap((objective) => (objective.isDestroyed === isDestroyed ? [objective.objective] : []));
  return { objectivesStanding: places(false), objectivesDestroyed: places(true) };
}
