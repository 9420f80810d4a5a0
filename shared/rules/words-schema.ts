import { z } from 'zod';
import { isNamedKind } from './named-kinds';
import type { WordValue, Words } from './words';

/**
 * Keyed words as they travel inside a checked record (a scenario's card actions): a key, and values
 * that are text, numbers, a content name or more words, bounded so a hostile file cannot nest them
 * without end or grow them without limit.
 */
const text = z.string().max(500);
const contentNameSchema = z.object({
  kind: z.string().refine(isNamedKind),
  id: z.string().max(200),
  name: text,
});
export const wordValueSchema: z.ZodType<WordValue> = z.lazy(() =>
  z.union([
    text,
    z.number(),
    z.object({ join: z.enum(['comma', 'semicolon', 'and']), items: z.array(wordValueSchema).max(50) }),
    contentNameSchema,
    wordsSchema,
  ]),
) as z.ZodType<WordValue>;

export const wordsSchema: z.ZodType<Words> = z.lazy(() =>
  z.object({
    key: z.string().min(1).max(200),
    values: z.record(z.string().max(100), wordValueSchema).optional(),
  }),
) as z.ZodType<Words>;
