import type { z } from 'zod';
import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from './refusal';

/** An issue zod is making: what an error map (a schema's `error`, safeParse's `error`) is given. */
type IssueBeingMade = z.core.$ZodRawIssue;

/**
 * Gives an issue zod is making its sentence as a refusal (issue 28): the refusal rides on the issue
 * itself (`params.refusal`, which zod keeps on the issue it reports) and zod's message is its English
 * words. Whoever reads the issue words the refusal in the reader's language (`refusalOf`); nothing
 * ever reads the English back.
 */
export function sayOn(issue: IssueBeingMade, data: Refusal): string {
  const made = issue as { params?: Record<string, unknown> };
  made.params = { ...made.params, refusal: data };
  return englishRefusal(data);
}

/**
 * A schema's own sentence as a catalog key (`refusals.<key>`) and its values, for a check or a
 * schema: `z.string().min(1, says('founders.schema.resource'))`, `z.number(says(…))`,
 * `z.iso.datetime({ offset: true, ...says(…) })`.
 */
export function says(
  key: RefusalKey,
  params: RefusalParams = {},
  parts?: Record<string, Refusal[]>,
): { error: (issue: IssueBeingMade) => string } {
  const data = refusal(key, params, parts);
  return { error: (issue) => sayOn(issue, data) };
}

/** A custom issue's sentence: `ctx.addIssue({ code: 'custom', ...saidIssue('files.schema.x', { … }), path })`. */
export function saidIssue(key: RefusalKey, params: RefusalParams = {}): { message: string; params: { refusal: Refusal } } {
  const data = refusal(key, params);
  return { message: englishRefusal(data), params: { refusal: data } };
}

/** The refusal an issue carries (`says`, `saidIssue`, a keyed error map), or undefined for one zod worded itself. */
export function refusalOf(issue: object): Refusal | undefined {
  const params = (issue as { params?: unknown }).params;
  const data = typeof params === 'object' && params !== null ? (params as { refusal?: unknown }).refusal : undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const { key, params: values } = data as { key?: unknown; params?: unknown };
  return typeof key === 'string' && typeof values === 'object' && values !== null ? (data as Refusal) : undefined;
}
