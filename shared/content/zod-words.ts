import { z } from 'zod';
import { en } from '../i18n/source';
import { sayOn } from '../rules/says';
import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from '../rules/refusal';

/** Zod's own English sentences, which a keyed one must match word for word. */
const zodEnglish = z.locales.en().localeError;
const TYPES: ReadonlySet<string> = new Set(Object.keys(en.refusals.files.zod.types));
/** The origins zod counts in characters, bytes, items or entries ("to have <=2 items"). */
const SIZED: ReadonlySet<string> = new Set(['string', 'file', 'array', 'set', 'map']);

type Keyed = [key: RefusalKey, params: RefusalParams, parts?: Record<string, Refusal[]>];

/** A JSON type's name as a part, so it is worded too ("number" → "Zahl"); a name the catalog lacks stays a value. */
function typePart(name: string): Refusal[] | undefined {
  return TYPES.has(name) ? [refusal(`files.zod.types.${name}` as RefusalKey)] : undefined;
}

function typeParts(names: Record<string, string>): Record<string, Refusal[]> | undefined {
  const parts = Object.entries(names).flatMap(([name, type]) => {
    const part = typePart(type);
    return part ? [[name, part] as const] : [];
  });
  return parts.length > 0 ? Object.fromEntries(parts) : undefined;
}

const boundOf = (issue: { exact?: boolean; inclusive?: boolean }) =>
  issue.exact ? 'exactly' : issue.inclusive ? 'inclusive' : 'exclusive';

/** The catalog's key and values for one of zod's own sentences, or undefined for one the catalog does not have. */
function keyedZodIssue(issue: z.core.$ZodRawIssue): Keyed | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const received = z.core.util.parsedType(issue.input);
      if (received === 'undefined') return ['files.zod.missing', { expected: issue.expected }, typeParts({ expected: issue.expected })];
      return ['files.zod.invalidType', { expected: issue.expected, received }, typeParts({ expected: issue.expected, received })];
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? ['files.zod.invalidValue', { value: z.core.util.stringifyPrimitive(issue.values[0]) }]
        : ['files.zod.invalidOption', { values: z.core.util.joinValues(issue.values, '|') }];
    case 'too_big': {
      const origin = issue.origin ?? 'value';
      const params = { origin, bound: boundOf(issue), maximum: issue.maximum.toString() };
      return [SIZED.has(origin) ? 'files.zod.tooBigSized' : 'files.zod.tooBig', params];
    }
    case 'too_small': {
      if (issue.origin === undefined) return undefined;
      const params = { origin: issue.origin, bound: boundOf(issue), minimum: issue.minimum.toString() };
      return [SIZED.has(issue.origin) ? 'files.zod.tooSmallSized' : 'files.zod.tooSmall', params];
    }
    case 'unrecognized_keys':
      return ['files.zod.unrecognizedKeys', { count: issue.keys.length, keys: z.core.util.joinValues(issue.keys, ', ') }];
    case 'invalid_format':
      return issue.format === 'regex' ? ['files.zod.pattern', { pattern: String(issue.pattern) }] : undefined;
    case 'invalid_union':
    case 'custom':
      return ['files.zod.invalidInput', {}];
    default:
      return undefined;
  }
}

/**
 * Zod's own sentence for a shape the data does not have, as a catalog key (issue 18): the same
 * English words as zod's message, and the refusal on the issue (`sayOn`), so a refused import's
 * problem reads in the asking screen's language. Given to safeParse as its error map, so a
 * schema's own sentence still wins; a sentence whose keyed English would differ from zod's by a
 * character is left to zod (English, as it always was).
 */
export function contentIssueWords(issue: z.core.$ZodRawIssue): string | undefined {
  const keyed = keyedZodIssue(issue);
  if (!keyed) return undefined;
  const said = zodEnglish(issue);
  const english = typeof said === 'string' ? said : said?.message;
  return englishRefusal(refusal(...keyed)) === english ? sayOn(issue, refusal(...keyed)) : undefined;
}
