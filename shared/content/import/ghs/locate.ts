import type { z } from 'zod';
import { jsonPath, type ContentError } from '../../model/content-error';
import { parseRaw } from '../parse-raw';

/**
 * Where a piece of the edition data came from. For the compiled gh.json every path is in that one
 * file; for a `data/<edition>/` folder a monster at `monsters[3]` lives in `monster/hound.json`.
 */
export type Locate = (path: readonly (string | number)[]) => { file: string; path: (string | number)[] };

export interface SourceContext {
  locate: Locate;
  errors: ContentError[];
}

export function errorAt(context: SourceContext, path: readonly (string | number)[], reason: string): void {
  const place = context.locate(path);
  context.errors.push({ file: place.file, path: jsonPath(place.path), reason });
}

export function parseAt<T>(
  schema: z.ZodType<T>,
  value: unknown,
  path: readonly (string | number)[],
  context: SourceContext,
): T | undefined {
  const place = context.locate(path);
  return parseRaw(schema, value, place.file, place.path, context.errors);
}
