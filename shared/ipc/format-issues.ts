import { englishRefusal, refusal, wordRefusal, type Refusal, type RefusalKey, type RefusalParams } from '../rules/refusal';
import type { z } from 'zod';

/**
 * The words a refused request is told in (issue 18): the host passes the request's language
 * (main/host-i18n.ts); without one, English, worded from the same catalog (`refusals.input.*`).
 */
export interface Wording {
  language: string;
  t(key: string, values?: Record<string, unknown>): string;
}

const ENGLISH: Wording = {
  language: 'en',
  t: (key, values = {}) =>
    englishRefusal({
      key: key.replace(/^refusals\./, ''),
      params: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
    }),
};

/** Field names said as words: "characterId" → "the character's id", "confirmName" → "the confirm name". */
export function labelOf(path: readonly PropertyKey[], wording: Wording = ENGLISH): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined) return wording.t('refusals.input.theRequest');
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .slice(0, 40);
  return words.endsWith(' id') && words !== 'id'
    ? wording.t('refusals.input.fieldId', { owner: words.slice(0, -3), key })
    : wording.t('refusals.input.field', { words, key });
}

const KINDS = new Set(['number', 'string', 'boolean', 'array', 'object', 'int']);
const clip = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The words for a refused request when the schema gave none of its own: "the amount is at most
 * 9,999", "the reason is too long: at most 2,000 characters", in `wording`'s language. Passed to
 * safeParse as its error map, so schemas' own sentences ("reputation is at most 20") still win.
 */
export function requestIssueMessages(wording: Wording = ENGLISH): (issue: z.core.$ZodRawIssue) => string | undefined {
  const n = (value: unknown) =>
    typeof value === 'number' || typeof value === 'bigint'
      ? Number(value).toLocaleString(wording.language === 'xx' ? 'en' : wording.language)
      : String(value);
  const t = (key: string, label: string, values: Record<string, unknown> = {}) => wording.t(`refusals.input.${key}`, { label, ...values });
  return (issue) => {
    const label = labelOf(issue.path ?? [], wording);
    const found = issue.input;
    switch (issue.code) {
      case 'too_big':
        if (issue.origin === 'string') return t('tooLong', label, { max: n(issue.maximum) });
        if (issue.origin === 'array' || issue.origin === 'set') return t('atMostEntries', label, { max: n(issue.maximum) });
        return t('atMost', label, { max: n(issue.maximum) });
      case 'too_small':
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1 ? t('empty', label) : t('tooShort', label, { min: n(issue.minimum) });
        if (issue.origin === 'array' || issue.origin === 'set') return t('atLeastEntries', label, { min: n(issue.minimum) });
        return t('atLeast', label, { min: n(issue.minimum) });
      case 'invalid_type':
        if (found === undefined) return t('missing', label);
        return KINDS.has(issue.expected)
          ? t('mustBe', label, { kind: wording.t(`refusals.input.kinds.${issue.expected}`) })
          : t('mustBe', label, { kind: issue.expected });
      case 'invalid_value': {
        const values = issue.values.slice(0, 8).map((value) => clip(String(value), 30));
        return t('oneOf', label, { values: `${values.join(', ')}${issue.values.length > 8 ? ', …' : ''}` });
      }
      case 'unrecognized_keys':
        return t('noSuchField', label, {
          fields: issue.keys
            .slice(0, 3)
            .map((key) => `"${clip(key)}"`)
            .join(', '),
        });
      case 'invalid_union':
        return t('noForm', label);
      case 'invalid_format':
        return t('badFormat', label);
      case 'not_multiple_of':
        return t('multipleOf', label, { divisor: n(issue.divisor) });
      default:
        return undefined;
    }
  };
}

/** The English words for a refused request (see requestIssueMessages). */
export const requestIssueMessage = requestIssueMessages();

/** Issues as one sentence for a person, without field paths: "The amount is at most 9,999". */
export function issuesSentence(error: z.ZodError, wording: Wording = ENGLISH): string {
  const messages = [...new Set(error.issues.map((issue) => issueMessage(issue.message, wording)))].slice(0, 3);
  const text = messages.join(wording.t('refusals.input.separator')).replace(/\.$/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Between a schema's own sentence in English and its key and values (see `says`); never typed by anyone. */
const KEYED = '\u2063';

/**
 * A schema's own sentence as a catalog key (`refusals.<key>`, issue 18), given to zod as the
 * message: its English words, then (after an invisible mark) the key and values, which
 * issuesSentence words in the request's language. `what` names a thing in words of the catalog.
 */
export function says(key: RefusalKey, params: RefusalParams = {}, parts?: Record<string, Refusal[]>): string {
  const data = refusal(key, params, parts);
  return `${englishRefusal(data)}${KEYED}${JSON.stringify(data)}`;
}

/** A schema's keyed sentence (see `says`) as the refusal it names, to carry inside another refusal; undefined for any other message. */
export function keyedRefusal(message: string): Refusal | undefined {
  const at = message.indexOf(KEYED);
  return at < 0 ? undefined : (JSON.parse(message.slice(at + KEYED.length)) as Refusal);
}

/** An issue's message in `wording`'s language: a schema's keyed sentence worded, any other as it is. */
export function issueMessage(message: string, wording: Wording = ENGLISH): string {
  const keyed = keyedRefusal(message);
  if (keyed === undefined) return message;
  if (wording.language === 'en') return message.slice(0, message.indexOf(KEYED));
  return wordRefusal(keyed, (key, values) => wording.t(key, values));
}

/** The longest text any field of a request may hold unless its schema allows more (a file's text). */
export const MAX_REQUEST_TEXT = 10_000;

/**
 * Looks through a request before its schema does, for a text longer than MAX_REQUEST_TEXT in any
 * field but `largeFields` (those the schema bounds itself), so a 10 MB note is refused in one
 * cheap pass and never copied into an error list. Answers the sentence, or undefined.
 */
export function oversizedText(input: unknown, largeFields: readonly string[] = [], wording: Wording = ENGLISH): string | undefined {
  const n = (value: number) => value.toLocaleString(wording.language === 'xx' ? 'en' : wording.language);
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  let seen = 0;
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (++seen > 200_000 || path.length > 64) return wording.t('refusals.input.tooNested');
    if (typeof value === 'string') {
      const key = path[path.length - 1];
      if (value.length > MAX_REQUEST_TEXT && !(typeof key === 'string' && largeFields.includes(key))) {
        const text = wording.t('refusals.input.tooLong', { label: labelOf(path, wording), max: n(MAX_REQUEST_TEXT) });
        return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.length > 200) return wording.t('refusals.input.longFieldName');
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
