import { z } from 'zod';

/** A battle goal card as dealt: the content's facts the settlement needs. */
export const dealtGoalSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(80),
  checks: z.number().int().min(1).max(18),
  text: z.string().max(400).default(''),
});
export type DealtGoal = z.output<typeof dealtGoalSchema>;

/** Each character's dealt battle goals and the one kept, from the deal until the scenario is settled. */
export const battleGoalHandSchema = z.object({
  characterId: z.string(),
  dealt: z.array(dealtGoalSchema),
  keptId: z.string().nullable(),
});
export type BattleGoalHand = z.output<typeof battleGoalHandSchema>;
