import { z } from 'zod';

export const none = z.object({}).strict();
/** The longest id any request may name; Haven's own are 36-character UUIDs or short names. */
export const MAX_ID_CHARS = 200;
export const idOf = (what: string) =>
  z
    .string({ error: `${what} must be a string` })
    .min(1, `${what} must not be empty`)
    .max(MAX_ID_CHARS, `${what} is too long: at most ${MAX_ID_CHARS} characters`);
/** An id that names something by what it is ("the import"), for sentences. */
export const boundedId = (what: string) =>
  z.string().min(1, `${what} is not named`).max(MAX_ID_CHARS, `the id of ${what} is too long: at most ${MAX_ID_CHARS} characters`);

/** A channel: its input schema (parsed at the host's boundary) and its output schema. */
export interface ChannelSpec {
  input: z.ZodType;
  output: z.ZodType;
}
