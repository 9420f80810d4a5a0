import type { z } from 'zod';

/**
 * JSON kept in a TEXT column, read back through its schema instead of cast: a row that no longer
 * fits (edited by hand, written by a broken build) is refused by the schema, never used half-read.
 */
export function readJson<T>(schema: z.ZodType<T>, text: string): T {
  return schema.parse(JSON.parse(text));
}

/** The text stored for a value of a JSON column (the counterpart of readJson). */
export function writeJson<T>(value: T): string {
  return JSON.stringify(value);
}
