import { z } from 'zod';

/** At most this many objective standees per scenario (the 1st edition's most is under twenty). */
export const MAX_OBJECTIVES = 48;

/**
 * Objectives: figures a scenario adds that are not monsters (a door to break, a tree, a grave, an
 * escort). 1st ed. rulebook p. 34 "Objective tokens" and the FAQ: an objective is an enemy to the
 * characters (they may attack and damage it), monsters ignore it, and it takes no conditions; its
 * hit points are the scenario book's formula of C (the characters) and L (the scenario level).
 * The content gives each objective with the room that holds it; it comes into play as that room is
 * revealed (p. 19 "Revealing a Room"). Bounded: the input comes from a file.
 */
export const objectiveInputSchema = z.object({
  /** Its place (from 0) in the scenario's list of objectives: what a rule names it by. */
  objective: z
    .number()
    .int()
    .min(0)
    .max(MAX_OBJECTIVES - 1),
  /** The printed name ("Tree"), in the content's language. */
  name: z.string().min(1).max(200),
  /** The map's letter or number beside it ("a"), where the scenario prints one. */
  marker: z.string().min(1).max(4).optional(),
  /** Hit points: a number or a formula of C and L ("Cx(3+L)"). */
  health: z.union([z.number().int().min(0).max(999), z.string().min(1).max(80)]),
  isEscort: z.boolean().default(false),
  /** The room (by its number in the scenario) whose reveal brings it into play. */
  room: z.number().int().min(1).max(99),
  /** Only with more than this many characters ("2:C > 2" in the data). */
  charactersAbove: z.number().int().min(1).max(3).optional(),
});
export type ObjectiveInput = z.output<typeof objectiveInputSchema>;

export interface ObjectiveState {
  /** `objective#<n>`, in the content's order. */
  id: string;
  /** Its place in the scenario's list of objectives. */
  objective: number;
  name: string;
  marker?: string;
  isEscort: boolean;
  /** The room that brought it into play. */
  room: string;
  health: number;
  maxHealth: number;
  /** Its hit points reached 0: destroyed (an escort: dead). */
  isDestroyed: boolean;
}

/** An objective waiting for its room, with its id. */
export type WaitingObjective = ObjectiveInput & { id: string };

/** Whether an objective comes into play with the room `roomId` (its number as the engine's room id). */
export const isOfRoom = (objective: { room: number }, roomId: string | undefined): boolean => String(objective.room) === roomId;
