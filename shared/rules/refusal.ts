import IntlMessageFormat from 'intl-messageformat';
import { flatten } from '../i18n/catalog';
import { en } from '../i18n/en';

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
}

const english = flatten(en.refusals);

/** The English sentence of a refusal, exactly as the engines wrote it before it had a key. */
export function englishRefusal(refusal: Refusal): string {
  const message = english.get(refusal.key);
  if (message === undefined) throw new Error(`No refusal "${refusal.key}" in the catalog.`);
  return String(new IntlMessageFormat(message, 'en').format(refusal.params));
}

/** Builds a refusal; numbers become text as the engines always wrote them (no digit grouping). */
export function refusal(key: RefusalKey, params: RefusalParams = {}): Refusal {
  return { key, params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])) };
}
