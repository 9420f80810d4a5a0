import IntlMessageFormat from 'intl-messageformat';
import { flatten } from '../i18n/catalog';
import { en } from '../i18n/source';

/** Every dotted key of a catalog area ("campaign.donationCosts"): a refusal names one of these or the type check fails. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A refusal's key under `refusals` in the English catalog. */
export type RefusalKey = Leaves<typeof en.refusals>;

/** The values a refusal's sentence names. */
export type RefusalParams = Record<string, string | number>;

/**
 * A refusal as data (issue 18): the catalog key under `refusals` ("campaign.donationCosts") and
 * the values its sentence names. The host words it in the asking screen's language; the engines'
 * English `message` is the same key worded in English.
 */
export interface Refusal {
  key: string;
  params: Record<string, string>;
  /**
   * Sentences inside this one that are refusals of their own (an import's problems, each with
   * its place in the file): each list is worded in the same language, joined with "; " and
   * given as the value of its name.
   */
  parts?: Record<string, Refusal[]>;
}

/** Words one catalog message ("refusals.<key>") in some language. */
export type RefusalWording = (key: string, values: Record<string, string>) => string;

/** A refusal worded with `t`, its parts first (see Refusal.parts). */
export function wordRefusal(refusal: Refusal, t: RefusalWording): string {
  const parts = Object.entries(refusal.parts ?? {}).map(([name, list]) => [
    name,
    list.map((part) => wordRefusal(part, t)).join(t('refusals.input.separator', {})),
  ]);
  return t(`refusals.${refusal.key}`, { ...refusal.params, ...Object.fromEntries(parts) });
}

const english = flatten(en.refusals);

const inEnglish: RefusalWording = (key, values) => {
  const message = english.get(key.replace(/^refusals\./, ''));
  if (message === undefined) throw new Error(`No refusal "${key}" in the catalog.`);
  return String(new IntlMessageFormat(message, 'en').format(values));
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
  const data: Refusal = { key, params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])) };
  return parts ? { ...data, parts } : data;
}
