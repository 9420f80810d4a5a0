import IntlMessageFormat from 'intl-messageformat';
import { flatten } from '../i18n/catalog';
import { en } from '../i18n/source';

/**
 * A table-mode sentence as data (issue 18): its catalog key ("table.reasons.elements") and the
 * values it names. The screens word it with their `t`, the host with `hostWords()` in the asking
 * device's language; `englishWords` is the English every test and log has always read.
 */
export interface TableWords {
  key: string;
  params?: Record<string, string | number>;
}

/** Words a catalog key with its values: a screen's `t`, the host's `hostWords().t`, or `englishWords`. */
export type Wording = (key: string, params?: Record<string, string | number>) => string;

const english = flatten(en.table, 'table');

export const englishWords: Wording = (key, params = {}) => {
  const message = english.get(key);
  if (message === undefined) throw new Error(`No table sentence "${key}" in the catalog.`);
  return String(new IntlMessageFormat(message, 'en').format(params));
};

export function word(wording: Wording, words: TableWords): string {
  return wording(words.key, words.params);
}
