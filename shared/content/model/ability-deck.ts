import { z } from 'zod';
import { abilityActionSchema } from './ability-action';
import { recordIdSchema } from './vocabulary';

export const abilityCardSchema = z.object({
  /** The number printed on the card. */
  id: z.number().int().nonnegative(),
  initiative: z.number().int().min(0).max(99),
  /** The shuffle mark: the deck is reshuffled at the end of a round in which it was drawn. */
  hasShuffle: z.boolean(),
  actions: z.array(abilityActionSchema),
});
export type AbilityCard = z.infer<typeof abilityCardSchema>;

export const abilityDeckSchema = z.object({
  id: recordIdSchema,
  name: z.string().min(1),
  cards: z.array(abilityCardSchema).min(1),
});
export type AbilityDeck = z.infer<typeof abilityDeckSchema>;
