import { z } from 'zod';

/** A character's personal quest as its card reads, with the progress made and whether it retires them. */
export const questStatusSchema = z.object({
  characterId: z.string(),
  /** The card from the campaign's content; null when the quest was typed by hand or there is none. */
  card: z
    .object({
      number: z.number(),
      name: z.string(),
      requirements: z.array(
        z.object({
          text: z.string(),
          target: z.number(),
          progress: z.number(),
          /** Counted by the campaign (gold held, items owned...), not typed. */
          isCounted: z.boolean().default(false),
        }),
      ),
    })
    .nullable(),
  status: z.enum(['no-quest', 'in-progress', 'fulfilled', 'unknown']),
});
export type QuestStatus = z.infer<typeof questStatusSchema>;
