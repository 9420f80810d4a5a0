import { z } from 'zod';
import { MAX_OBJECTIVES } from '../objective-schema';

/** An objective a rule names: its places in the scenario's list of objectives, its printed name and marker. */
const objectiveNamed = {
  objectives: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_OBJECTIVES - 1),
    )
    .min(1)
    .max(12),
  name: z.string().min(1).max(200),
  marker: z.string().min(1).max(4).optional(),
};

/**
 * What a scenario's rule waits for among the figures: every monster of a type killed (1st ed.
 * rulebook p. 34 "Locked doors": a locked door opens when the conditions the scenario book gives are
 * met; Gloomhaven Secretariat's data states Lost Temple's as every Stone Golem killed), an objective
 * destroyed (a door broken, an escort dead), or an objective still standing (a tree that spawns
 * oozes while it stands; p. 34 "Objective tokens"). Bounded: a rule comes from a file, and a file is
 * hostile.
 */
export const figureTermSchema = z.discriminatedUnion('kind', [
  /** Every standee of the type is dead: none stands, and one just died (a monster's record id and its English name). */
  z.object({ kind: z.literal('allKilled'), monster: z.string().min(1).max(200), name: z.string().min(1).max(200) }),
  /** One of the objectives named is destroyed, and one just was. */
  z.object({ kind: z.literal('objectiveDestroyed'), ...objectiveNamed }),
  /** One of the objectives named is in play and not destroyed. */
  z.object({ kind: z.literal('objectiveStands'), ...objectiveNamed }),
]);
export type FigureTerm = z.infer<typeof figureTermSchema>;

/** The figure terms of one rule: at most a few. */
export const figureTermsSchema = z.array(figureTermSchema).min(1).max(6);

/** The figures as the terms look at them: monster types standing, objectives standing and destroyed (by place in the list). */
export interface FigureFacts {
  standing: readonly string[];
  objectivesStanding?: readonly number[];
  objectivesDestroyed?: readonly number[];
}

/** Whether a term holds now, whatever just happened. */
export function doesTermHold(term: FigureTerm, facts: FigureFacts): boolean {
  switch (term.kind) {
    case 'allKilled':
      return !facts.standing.includes(term.monster);
    case 'objectiveDestroyed':
      return term.objectives.some((objective) => facts.objectivesDestroyed?.includes(objective));
    case 'objectiveStands':
      return term.objectives.some((objective) => facts.objectivesStanding?.includes(objective));
  }
}

/** Whether a rule's terms wait for a death (a type all killed, an objective destroyed) rather than a figure standing. */
export function waitsForDeath(terms: readonly FigureTerm[]): boolean {
  return terms.some((term) => term.kind !== 'objectiveStands');
}

/**
 * Whether the figure terms hold just after figures died: every term holds, and a monster or an
 * objective it waits for is among those that just died (a rule waiting for a death applies at a
 * death, never at a type that was never set up). `died`: the types' record ids; `destroyed`: the
 * objectives' places in the list.
 */
export function areFiguresDone(
  terms: readonly FigureTerm[],
  facts: FigureFacts & { died: readonly string[]; destroyed?: readonly number[] },
): boolean {
  const isNow = (term: FigureTerm) =>
    term.kind === 'allKilled'
      ? facts.died.includes(term.monster)
      : term.kind === 'objectiveDestroyed' && term.objectives.some((objective) => facts.destroyed?.includes(objective));
  return terms.every((term) => doesTermHold(term, facts)) && terms.some(isNow);
}
