import { z } from 'zod';
import type { Change, ReadAgain } from '../host-events';

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

/**
 * A channel: its input schema (parsed at the host's boundary), its output schema, and exactly one
 * declaration of how it meets the host's change events (shared/ipc/host-events.ts; a test checks
 * every channel has one):
 * - `changes`: a channel that writes. What it changed, from its input and answer; the host
 *   announces it after the handler succeeded. Write it with `writes({...})` so it is typed.
 * - `readsAgainOn`: a channel screens read. The events after which a screen reads it again.
 * - `changesNothing`: neither; the sentence says why (a pure calculation, an upload's piece...).
 */
export interface ChannelSpec {
  input: z.ZodType;
  output: z.ZodType;
  changes?: (input: never, output: never) => readonly Change[];
  readsAgainOn?: readonly ReadAgain[];
  changesNothing?: string;
}

/** A channel that writes; `changes` gets the parsed input and the answer. */
export function writes<I extends z.ZodType, O extends z.ZodType>(spec: {
  input: I;
  output: O;
  changes: (input: z.output<I>, output: z.output<O>) => readonly Change[];
}) {
  return spec;
}
