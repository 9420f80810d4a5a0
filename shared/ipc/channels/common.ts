import { z } from 'zod';

export const none = z.object({}).strict();
export const idOf = (what: string) => z.string({ error: `${what} must be a string` }).min(1, `${what} must not be empty`);

/** A channel: its input schema (parsed at the host's boundary) and its output schema. */
export interface ChannelSpec {
  input: z.ZodType;
  output: z.ZodType;
}
