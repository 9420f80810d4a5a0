import type { z } from 'zod';
import { refusal, type Refusal } from './refusal';
import { sayOn } from './says';

/**
 * A field as a request's refusal names it (issue 18): "characterId" → "the character's id",
 * "confirmName" → "the confirm name"; the whole request where no field is named.
 */
export function fieldLabel(path: readonly PropertyKey[]): Refusal {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined) return refusal('input.theRequest');
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .slice(0, 40);
  return words.endsWith(' id') && words !== 'id'
    ? refusal('input.fieldId', { owner: words.slice(0, -3), key })
    : refusal('input.field', { words, key });
}

const KINDS = new Set(['number', 'string', 'boolean', 'array', 'object', 'int']);
const clip = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The refusal for a request's issue when its schema gave no sentence of its own ("the amount is at
 * most {max}", the field's label a part of it), or undefined for an issue the catalog has no words
 * for. Numbers stay numbers: the catalog formats them in the reader's language.
 */
export function requestIssueRefusal(issue: z.core.$ZodRawIssue): Refusal | undefined {
  const label = { label: [fieldLabel(issue.path ?? [])] };
  const say = (key: string, params: Record<string, string | number> = {}, parts: Record<string, Refusal[]> = {}) =>
    refusal(`input.${key}` as Parameters<typeof refusal>[0], params, { ...label, ...parts });
  switch (issue.code) {
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return say('tooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return say('atMostEntries', { max });
      return say('atMost', { max });
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? say('empty') : say('tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return say('atLeastEntries', { min });
      return say('atLeast', { min });
    }
    case 'invalid_type':
      if (issue.input === undefined) return say('missing');
      return KINDS.has(issue.expected)
        ? say('mustBe', {}, { kind: [refusal(`input.kinds.${issue.expected}` as Parameters<typeof refusal>[0])] })
        : say('mustBe', { kind: issue.expected });
    case 'invalid_value': {
      const values = issue.values.slice(0, 8).map((value) => clip(String(value), 30));
      return say('oneOf', { values: `${values.join(', ')}${issue.values.length > 8 ? ', …' : ''}` });
    }
    case 'unrecognized_keys':
      return say('noSuchField', {
        fields: issue.keys
          .slice(0, 3)
          .map((key) => `"${clip(key)}"`)
          .join(', '),
      });
    case 'invalid_union':
      return say('noForm');
    case 'invalid_format':
      return say('badFormat');
    case 'not_multiple_of':
      return say('multipleOf', { divisor: String(issue.divisor) });
    default:
      return undefined;
  }
}

/**
 * An error map for safeParse that gives a request's issues their refusal (`requestIssueRefusal`)
 * where the schema has no sentence of its own: the issue's message is the English, its refusal
 * (`refusalOf`) is worded in the reader's language.
 */
export function keyedRequestIssues(issue: z.core.$ZodRawIssue): string | undefined {
  const data = requestIssueRefusal(issue);
  return data ? sayOn(issue, data) : undefined;
}
