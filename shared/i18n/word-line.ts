import type { i18n } from 'i18next';
import type { NameIn } from '../content/localized-names';
import { readerTranslate } from '../rules/founders/resource-words';
import { wordLine, type WordValue } from '../rules/words';
import { createI18n } from './instance';
import type { AnyLanguage } from './languages';

const instances = new Map<AnyLanguage, i18n>();

/** Keyed words (shared/rules/words.ts) in one language, outside a request: tests and the command line. */
export function lineIn(line: WordValue, language: AnyLanguage = 'en', names?: NameIn): string {
  let instance = instances.get(language);
  if (!instance) instances.set(language, (instance = createI18n(language)));
  const t = instance.t.bind(instance) as unknown as (key: string, values?: Record<string, unknown>) => string;
  return wordLine(line, readerTranslate(t), names);
}
