import { z } from 'zod';

/** An event card by its deck and number ("city 37"), as the content and the rules name one. */
export const eventCardRefSchema = z.object({ deck: z.enum(['city', 'road']), number: z.number().int().positive().max(999) });
export type EventCardRef = z.infer<typeof eventCardRefSchema>;
