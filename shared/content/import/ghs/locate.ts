import type { z } from 'zod';
import { jsonPath, keyedContentError, type ContentError } from '../../model/content-error';
import type { RefusalKey, RefusalParams } from '../../../rules/refusal';
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

/** A problem at `path` of the data, in the file it came from; its reason is the catalog's `refusals.<key>` (issue 18). */
export function errorAt(context: SourceContext, path: readonly (string | number)[], key: RefusalKey, params: RefusalParams = {}): void {
  const place = context.locate(path);
  context.errors.push(keyedContentError(place.file, jsonPath(place.path), key, params));
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
