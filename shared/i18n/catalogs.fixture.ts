/// <reference types="vite/client" />
import type { i18n } from 'i18next';
import type { NameIn } from '../content/localized-names';
import { keysOf, wordLine, type WordValue } from '../rules/words';
import { flatten } from './catalog';
import { catalogsFromFiles, type Catalog } from './catalogs';
import { createI18n } from './instance';
import type { AnyLanguage } from './languages';

/**
 * Every language folder's catalog, as the screens bundle them (vitest runs tests through vite,
 * whose `import.meta.glob` reads the folders): for tests only.
 */
export const testCatalogs = catalogsFromFiles(import.meta.glob('./locales/**/*.json', { eager: true, import: 'default' }));

const instances = new Map<AnyLanguage, i18n>();

/** An i18next instance speaking `language` with every catalog loaded. */
export function i18nIn(language: AnyLanguage = 'en'): i18n {
  let instance = instances.get(language);
  if (!instance) instances.set(language, (instance = createI18n(testCatalogs, language)));
  return instance;
}

/** Keyed words (shared/rules/words.ts) in one language, as a reader sees them. */
export function lineIn(line: WordValue, language: AnyLanguage = 'en', names?: NameIn): string {
  const instance = i18nIn(language);
  const t = instance.t.bind(instance) as unknown as (key: string, values?: Record<string, unknown>) => string;
  return wordLine(line, t, names);
}

/** The keys a line uses that a language's catalog lacks: none, for a line every reader can read. */
export function keysMissingFromCatalog(line: WordValue): string[] {
  const flat = testCatalogs.languages.map((language) => flatten(testCatalogs.messages(language)));
  return keysOf(line).filter((key) => flat.some((messages) => !messages.has(key)));
}

/** The German catalog in the English one's shape (the catalog check holds them to the same keys). */
export const de = testCatalogs.messages('de') as unknown as Catalog;

/** Haven's words in a language it speaks other than English, as the host gives an import (`ImportOptions.wordsIn`). */
export function sayIn(language: string): ((line: WordValue) => string) | undefined {
  if (language === 'en' || !testCatalogs.languages.includes(language)) return undefined;
  return (line) => lineIn(line, language);
}
