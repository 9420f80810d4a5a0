import type { z } from 'zod';

/** Field names said as words: "characterId" → "the character's id", "confirmName" → "the confirm name". */
export function labelOf(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined) return 'the request';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .slice(0, 40);
  return words.endsWith(' id') && words !== 'id' ? `the ${words.slice(0, -3)}'s id` : `the ${words}`;
}

const KIND: Record<string, string> = {
  number: 'a number',
  string: 'a text',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of fields',
  int: 'a whole number',
};
const n = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value).toLocaleString('en') : String(value));
const clip = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The words for a refused request when the schema gave none of its own: "the amount is at most
 * 9,999", "the reason is too long: at most 2,000 characters". Passed to safeParse as its error
 * map, so schemas' own sentences ("reputation is at most 20") still win.
 */
export function requestIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const label = labelOf(issue.path ?? []);
  const found = issue.input;
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `${label} is too long: at most ${n(issue.maximum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} holds at most ${n(issue.maximum)} entries`;
      return `${label} is at most ${n(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `${label} must not be empty` : `${label} is too short: at least ${n(issue.minimum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} holds at least ${n(issue.minimum)} entries`;
      return `${label} is at least ${n(issue.minimum)}`;
    case 'invalid_type':
      if (found === undefined) return `${label} is missing`;
      return `${label} must be ${KIND[issue.expected] ?? issue.expected}`;
    case 'invalid_value': {
      const values = issue.values.slice(0, 8).map((value) => clip(String(value), 30));
      return `${label} must be one of: ${values.join(', ')}${issue.values.length > 8 ? ', …' : ''}`;
    }
    case 'unrecognized_keys':
      return `${label} has no field called ${issue.keys
        .slice(0, 3)
        .map((key) => `"${clip(key)}"`)
        .join(', ')}`;
    case 'invalid_union':
      return `${label} is none of the forms Haven knows`;
    case 'invalid_format':
      return `${label} is not in the expected form`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${n(issue.divisor)}`;
    default:
      return undefined;
  }
}

/** Issues as one sentence for a person, without field paths: "The amount is at most 9,999". */
export function issuesSentence(error: z.ZodError): string {
  const messages = [...new Set(error.issues.map((issue) => issue.message))].slice(0, 3);
  const text = messages.join('; ').replace(/\.$/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The longest text any field of a request may hold unless its schema allows more (a file's text). */
export const MAX_REQUEST_TEXT = 10_000;

/**
 * Looks through a request before its schema does, for a text longer than MAX_REQUEST_TEXT in any
 * field but `largeFields` (those the schema bounds itself), so a 10 MB note is refused in one
 * cheap pass and never copied into an error list. Answers the sentence, or undefined.
 */
export function oversizedText(input: unknown, largeFields: readonly string[] = []): string | undefined {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  let seen = 0;
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (++seen > 200_000 || path.length > 64) return 'The request is too large or too deeply nested';
    if (typeof value === 'string') {
      const key = path[path.length - 1];
      if (value.length > MAX_REQUEST_TEXT && !(typeof key === 'string' && largeFields.includes(key))) {
        const label = labelOf(path);
        return `${label.charAt(0).toUpperCase()}${label.slice(1)} is too long: at most ${MAX_REQUEST_TEXT.toLocaleString('en')} characters`;
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.length > 200) return 'The request has a field name longer than 200 characters';
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** An error sentence with any very long unbroken run (an id, a path pasted whole) cut short. */
export function clipLongRuns(message: string, max = 80): string {
  return message
    .split(/(\s+)/)
    .map((part) => (part.length > max ? `${part.slice(0, 40)}…` : part))
    .join('');
}
