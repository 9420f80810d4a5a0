import { z } from 'zod';
import { says } from '../../rules/says';
import type { Refusal } from '../../rules/refusal';
import type { Change, ReadAgain } from '../host-events';

export const none = z.object({}).strict();
/** The longest id any request may name; Haven's own are 36-character UUIDs or short names. */
export const MAX_ID_CHARS = 200;
export const idOf = (what: string) =>
  z
    .string(says('files.schema.idString', { what }))
    .min(1, says('files.schema.idEmpty', { what }))
    .max(MAX_ID_CHARS, says('files.schema.idTooLong', { what, max: MAX_ID_CHARS }));
/** An id that names something by what it is (`refusals.files.schema.theImport`, "the import"), for sentences. */
export const boundedId = (what: Refusal) =>
  z
    .string()
    .min(1, says('files.schema.notNamed', {}, { what: [what] }))
    .max(MAX_ID_CHARS, says('files.schema.idOfTooLong', { max: MAX_ID_CHARS }, { what: [what] }));

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
