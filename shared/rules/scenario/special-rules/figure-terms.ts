import { z } from 'zod';

/**
 * What a scenario's rule waits for among the figures: every monster of a type killed (1st ed.
 * rulebook p. 34 "Locked doors": a locked door opens when the conditions the scenario book gives are
 * met; Gloomhaven Secretariat's data states Lost Temple's as every Stone Golem killed). Bounded: a
 * rule comes from a file, and a file is hostile.
 */
export const figureTermSchema = z.discriminatedUnion('kind', [
  /** Every standee of the type is dead: none stands, and one just died (a monster's record id and its English name). */
  z.object({ kind: z.literal('allKilled'), monster: z.string().min(1).max(200), name: z.string().min(1).max(200) }),
]);
export type FigureTerm = z.infer<typeof figureTermSchema>;

/** The figure terms of one rule: at most a few. */
export const figureTermsSchema = z.array(figureTermSchema).min(1).max(6);

/**
 * Whether the figure terms hold just after monsters died: every type they name has no standee left
 * on the board, and a standee of one of them is among those that just died (a rule waiting for a
 * death applies at a death, never at a type that was never set up).
 */
export function areFiguresDone(terms: readonly FigureTerm[], facts: { standing: readonly string[]; died: readonly string[] }): boolean {
  return terms.every((term) => !facts.standing.includes(term.monster)) && terms.some((term) => facts.died.includes(term.monster));
}
