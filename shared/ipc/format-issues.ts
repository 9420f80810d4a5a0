import { englishRefusal, refusal, wordRefusal } from '../rules/refusal';
import { fieldLabel } from '../rules/request-issues';
import { refusalOf } from '../rules/says';
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

/** An issue's sentence in `wording`'s language: its refusal (`refusalOf`) worded, or zod's own message as it is. */
export function issueMessage(issue: { message: string }, wording: Wording = ENGLISH): string {
  const keyed = refusalOf(issue);
  if (keyed === undefined || wording.language === 'en') return issue.message;
  return wordRefusal(keyed, (key, values) => wording.t(key, values));
}

/** Issues as one sentence for a person, without field paths: "The amount is at most 9,999". */
export function issuesSentence(error: z.ZodError, wording: Wording = ENGLISH): string {
  const messages = [...new Set(error.issues.map((issue) => issueMessage(issue, wording)))].slice(0, 3);
  const text = messages.join(wording.t('refusals.input.separator')).replace(/\.$/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The longest text any field of a request may hold unless its schema allows more (a file's text). */
export const MAX_REQUEST_TEXT = 10_000;

/**
 * Looks through a request before its schema does, for a text longer than MAX_REQUEST_TEXT in any
 * field but `largeFields` (those the schema bounds itself), so a 10 MB note is refused in one
 * cheap pass and never copied into an error list. Answers the sentence, or undefined.
 */
export function oversizedText(input: unknown, largeFields: readonly string[] = [], wording: Wording = ENGLISH): string | undefined {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  let seen = 0;
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (++seen > 200_000 || path.length > 64) return wording.t('refusals.input.tooNested');
    if (typeof value === 'string') {
      const key = path[path.length - 1];
      if (value.length > MAX_REQUEST_TEXT && !(typeof key === 'string' && largeFields.includes(key))) {
        const tooLong = refusal('input.tooLong', { max: MAX_REQUEST_TEXT }, { label: [fieldLabel(path)] });
        const text = wordRefusal(tooLong, (key, values) => wording.t(key, values));
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
