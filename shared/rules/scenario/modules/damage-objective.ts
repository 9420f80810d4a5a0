import { z } from 'zod';
import { defineCommand } from '../command-module';
import { emit } from '../emitter';
import { refusedWith } from '../violation';
import { history } from '../../words';
import { own } from '../../own';

/**
 * A character damages an objective (a door to break, a tree, a grave): objectives are enemies to
 * the characters, who may attack and damage them, and take no conditions (1st ed. rulebook p. 34
 * "Objective tokens"; FAQ). When its hit points reach 0 it is destroyed (an escort dies), and the
 * scenario's rules waiting for that apply (decide.ts, special-rules/when.ts). Damage beyond what it
 * has left is lost.
 */
export const damageObjective = defineCommand(
  z.object({ type: z.literal('DamageObjective'), objectiveId: z.string().min(1).max(40), amount: z.number().int().min(1).max(99) }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const objective = own(out.state.objectives ?? {}, command.objectiveId);
      if (objective === undefined) return refusedWith('unknown-figure', 'scenario.objectiveNotInPlay').violation;
      if (objective.isDestroyed) return refusedWith('unknown-figure', 'scenario.objectiveDestroyed', { name: objective.name }).violation;
      const health = Math.max(0, objective.health - command.amount);
      emit(out, { type: 'ObjectiveDamaged', objectiveId: objective.id, amount: objective.health - health, health });
      if (health === 0) emit(out, { type: 'ObjectiveDestroyed', objectiveId: objective.id });
      return undefined;
    },
    describe(before, command, events) {
      const objective = own(before.objectives ?? {}, command.objectiveId);
      const name = objective === undefined ? history('scenario.anObjective') : objectiveName(objective);
      const isDestroyed = events.some((event) => event.type === 'ObjectiveDestroyed');
      return history(isDestroyed ? 'scenario.objectiveDestroyed' : 'scenario.objectiveDamaged', { name, amount: command.amount });
    },
  },
);

/** An objective by its printed name and its marker on the map ("Tree a"). */
export function objectiveName(objective: { name: string; marker?: string | undefined }) {
  return objective.marker === undefined
    ? objective.name
    : history('scenario.objectiveWithMarker', { name: objective.name, marker: objective.marker });
}
