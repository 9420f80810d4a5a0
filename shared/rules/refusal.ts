import IntlMessageFormat from 'intl-messageformat';
import { flatten } from '../i18n/catalog';
import { en } from '../i18n/source';
import type { NameIn } from './named-kinds';
import { withNamesIn, wordLine, type ContentName, type Translate, type WordList, type Words } from './words';

/** Every dotted key of a catalog area ("campaign.donationCosts"): a refusal names one of these or the type check fails. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A refusal's key under `refusals` in the English catalog. */
export type RefusalKey = Leaves<typeof en.refusals>;

/** The values a refusal's sentence names: texts and numbers as they are, words (a catalog name, a list) worded for the reader. */
export type RefusalParams = Record<string, string | number | Words | WordList | ContentName>;

/**
 * A refusal as data (issue 18): the catalog key under `refusals` ("campaign.donationCosts") and
 * the values its sentence names. The host words it in the asking screen's language; the engines'
 * English `message` is the same key worded in English.
 */
export interface Refusal {
  key: string;
  params: Record<string, string>;
  /**
   * Values that are words of their own (a resource by its catalog name, a list of them, a content record's
   * name; shared/rules/words.ts), worded in the reader's language with the sentence: ids the catalog
   * or the packs' labels word, never English read back.
   */
  words?: Record<string, Words | WordList | ContentName>;
  /**
   * Sentences inside this one that are refusals of their own (an import's problems, each with
   * its place in the file): each list is worded in the same language, joined with "; " and
   * given as the value of its name.
   */
  parts?: Record<string, Refusal[]>;
}

/** Words one catalog message ("refusals.<key>", or a word's key) in some language. */
export type RefusalWording = Translate;

/** A refusal worded with `t`, its words and parts first (see Refusal.words, Refusal.parts). */
export function wordRefusal(refusal: Refusal, t: RefusalWording): string {
  const words = Object.entries(refusal.words ?? {}).map(([name, value]) => [name, wordLine(value, t)]);
  const parts = Object.entries(refusal.parts ?? {}).map(([name, list]) => [
    name,
    list.map((part) => wordRefusal(part, t)).join(t('refusals.input.separator', {})),
  ]);
  return t(`refusals.${refusal.key}`, { ...refusal.params, ...Object.fromEntries(words), ...Object.fromEntries(parts) });
}

const english = flatten(en.refusals);
/** The whole English catalog, flattened on first use: most processes word only refusals, if anything (a `monster-turn` answer). */
let everyEnglish: Map<string, string> | undefined;

/** The English catalog's words, without an i18next instance (the rules run in every process). */
const inEnglish: RefusalWording = (key, values = {}) => {
  const message = key.startsWith('refusals.') ? english.get(key.slice('refusals.'.length)) : (everyEnglish ??= flatten(en)).get(key);
  if (message === undefined) throw new Error(`No ${key.startsWith('refusals.') ? 'refusal' : 'message'} "${key}" in the catalog.`);
  return String(new IntlMessageFormat(message, 'en').format(values as Record<string, string>));
};

/** The English sentence of a refusal, exactly as the engines wrote it before it had a key. */
export function englishRefusal(refusal: Refusal): string {
  return wordRefusal(refusal, inEnglish);
}

/**
 * The refusals whose sentence says itself that nothing was changed, by key: a fact of the source
 * catalog, read once from its English messages, so the host never says it twice. A translation
 * says what its English says; the fact never depends on the words a reader gets.
 */
const SAYS_NOTHING_CHANGED: ReadonlySet<string> = new Set(
  [...english].filter(([, message]) => /\bnothing (was |has )?changed\b/i.test(message)).map(([key]) => key),
);

/** Whether a refusal's sentence says already that nothing was changed. */
export function saysNothingChanged(data: Refusal): boolean {
  return SAYS_NOTHING_CHANGED.has(data.key);
}

/** Builds a refusal; numbers become text as the engines always wrote them (no digit grouping). */
export function refusal(key: RefusalKey, params: RefusalParams = {}, parts?: Record<string, Refusal[]>): Refusal {
  const texts: Record<string, string> = {};
  const words: Record<string, Words | WordList | ContentName> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'object') words[name] = value;
    else texts[name] = String(value);
  }
  const data: Refusal = { key, params: texts, ...(Object.keys(words).length > 0 ? { words } : {}) };
  return parts ? { ...data, parts } : data;
}

/**
 * A refusal whose content names (a monster type's) are the packs' names in the reader's language
 * (`nameIn`), for the host to word it in the request's language; its parts too.
 */
export function refusalNamedIn(data: Refusal, nameIn: NameIn): Refusal {
  const params = { ...data.params };
  const words: Record<string, Words | WordList> = {};
  for (const [name, value] of Object.entries(data.words ?? {})) {
    if ('kind' in value) params[name] = nameIn(value.kind, value.id, value.name);
    else words[name] = withNamesIn(value, nameIn);
  }
  const parts =
    data.parts &&
    Object.fromEntries(Object.entries(data.parts).map(([name, list]) => [name, list.map((part) => refusalNamedIn(part, nameIn))]));
  return { key: data.key, params, ...(Object.keys(words).length > 0 ? { words } : {}), ...(parts ? { parts } : {}) };
}
