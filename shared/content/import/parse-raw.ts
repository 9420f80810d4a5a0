import type { z } from 'zod';
import type { ContentError } from '../model/content-error';
import { zodIssuesToErrors } from '../validate-pack';
import { contentIssueWords } from '../zod-words';

/**
 * Checks one piece of a source file against the shape the importer expects. On a mismatch the
 * errors (named by file and JSON path) go to `errors` and the piece is skipped; zod's own words
 * keyed (contentIssueWords), so a German screen reads them in German.
 */
export function parseRaw<T>(
  schema: z.ZodType<T>,
  value: unknown,
  file: string,
  path: readonly (string | number)[],
  errors: ContentError[],
): T | undefined {
  const result = schema.safeParse(value, { error: contentIssueWords });
  if (result.success) return result.data;
  errors.push(...zodIssuesToErrors(result.error.issues, file, path));
  return undefined;
}
