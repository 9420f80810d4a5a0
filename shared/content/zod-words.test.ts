import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flatten } from '../i18n/catalog';
import { de } from '../i18n/catalogs.fixture';
import { wordRefusal, type Refusal } from '../rules/refusal';
import { zodIssuesToErrors } from './validate-pack';
import { contentIssueWords } from './zod-words';

const german = flatten(de.refusals);
const inGerman = (refusal: Refusal) =>
  wordRefusal(refusal, (key, values) => String(new IntlMessageFormat(german.get(key.replace(/^refusals\./, ''))!, 'de').format(values)));

const shape = z.strictObject({
  count: z.number().int().positive(),
  name: z.string().min(1).max(4),
  rank: z.enum(['normal', 'elite', 'boss']),
  deck: z.literal('city'),
  cards: z.array(z.number()).length(2),
  level: z.number().int().max(7),
  id: z.string().regex(/^\d+$/),
  flag: z.boolean().optional(),
});

/** Each field wrong in one way, with zod's own English and the German Haven says for it. */
const cases: { input: Record<string, unknown>; english: string; german: string }[] = [
  {
    input: { count: 'six' },
    english: 'Invalid input: expected number, received string',
    german: 'Ungültige Eingabe: erwartet Zahl, erhalten Text',
  },
  { input: { count: undefined }, english: 'Invalid input: expected number, received undefined', german: 'fehlt (erwartet: Zahl)' },
  {
    input: { flag: [] },
    english: 'Invalid input: expected boolean, received array',
    german: 'Ungültige Eingabe: erwartet Wahrheitswert, erhalten Liste',
  },
  { input: { count: 0 }, english: 'Too small: expected number to be >0', german: 'Zu klein: erwartet eine Zahl über 0' },
  {
    input: { name: '' },
    english: 'Too small: expected string to have >=1 characters',
    german: 'Zu klein: erwartet ein Text mit mindestens 1 Zeichen',
  },
  {
    input: { name: 'Hounds' },
    english: 'Too big: expected string to have <=4 characters',
    german: 'Zu groß: erwartet ein Text mit höchstens 4 Zeichen',
  },
  { input: { level: 8 }, english: 'Too big: expected number to be <=7', german: 'Zu groß: erwartet eine Zahl von höchstens 7' },
  {
    input: { cards: [1] },
    english: 'Too small: expected array to have exactly 2 items',
    german: 'Zu klein: erwartet eine Liste mit genau 2 Einträgen',
  },
  {
    input: { cards: [1, 2, 3] },
    english: 'Too big: expected array to have exactly 2 items',
    german: 'Zu groß: erwartet eine Liste mit genau 2 Einträgen',
  },
  {
    input: { rank: 'captain' },
    english: 'Invalid option: expected one of "normal"|"elite"|"boss"',
    german: 'Ungültige Option: erwartet eins von "normal"|"elite"|"boss"',
  },
  { input: { deck: 'road' }, english: 'Invalid input: expected "city"', german: 'Ungültige Eingabe: erwartet "city"' },
  {
    input: { id: 'C-1' },
    english: 'Invalid string: must match pattern /^\\d+$/',
    german: 'Ungültiger Text: muss dem Muster /^\\d+$/ entsprechen',
  },
  { input: { extra: 1 }, english: 'Unrecognized key: "extra"', german: 'Unbekanntes Feld: "extra"' },
  { input: { extra: 1, more: 2 }, english: 'Unrecognized keys: "extra", "more"', german: 'Unbekannte Felder: "extra", "more"' },
];

const valid = { count: 3, name: 'Ada', rank: 'elite', deck: 'city', cards: [1, 2], level: 2, id: '12' };

describe("zod's own sentences as catalog keys (issue 18)", () => {
  it.each(cases)('$english', ({ input, english, german }) => {
    const value = { ...valid, ...input };
    const plain = shape.safeParse(value);
    const keyed = shape.safeParse(value, { error: contentIssueWords });
    if (plain.success || keyed.success) throw new Error('the case was not refused');
    // Zod says it so without Haven's words; Haven's English is the same, word for word.
    expect(plain.error.issues.map((issue) => issue.message)).toEqual([english]);
    const [error] = zodIssuesToErrors(keyed.error.issues, 'gh.json');
    expect(error?.reason).toBe(english);
    expect(error?.refusal?.key).toMatch(/^files\.zod\./);
    expect(inGerman(error!.refusal!)).toBe(german);
  });

  it("keeps a schema's own sentence over zod's, and carries its key", () => {
    const withSentence = z.object({ id: z.string().regex(/^[a-z]+$/, 'an id is lower-case letters') });
    const [error] = zodIssuesToErrors(withSentence.safeParse({ id: 'A' }, { error: contentIssueWords }).error!.issues, 'x.json');
    expect(error).toEqual({ file: 'x.json', path: '$.id', reason: 'an id is lower-case letters' });
  });

  it("leaves a sentence the catalog has not keyed to zod, in zod's English", () => {
    const email = z.object({ mail: z.email() });
    const [error] = zodIssuesToErrors(email.safeParse({ mail: 'nobody' }, { error: contentIssueWords }).error!.issues, 'x.json');
    expect(error).toEqual({ file: 'x.json', path: '$.mail', reason: 'Invalid email address' });
  });
});
