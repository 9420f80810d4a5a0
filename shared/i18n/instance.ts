import i18next, { type i18n, type Module, type Newable } from 'i18next';
import ICU from 'i18next-icu';
import type { Catalogs } from './catalogs';
import { PSEUDO, SOURCE_LANGUAGE, type AnyLanguage } from './languages';

export const NAMESPACE = 'translation';

/**
 * A ready i18next instance with ICU message format (plurals, select, numbers and dates by locale),
 * every language of `catalogs` loaded (and the pseudo one) and `language` chosen. Synchronous:
 * the catalogs are in hand, nothing is fetched. The screens, the host and tests each make their own.
 */
export function createI18n(catalogs: Catalogs, language: AnyLanguage = SOURCE_LANGUAGE, modules: (Module | Newable<Module>)[] = []): i18n {
  const instance = i18next.createInstance().use(new ICU());
  // Modules (react-i18next's initReactI18next) must be in place before init, which starts them.
  for (const module of modules) instance.use(module);
  const languages = [...catalogs.languages, PSEUDO];
  void instance.init({
    // Copies: i18next writes added resources into the objects it is given, and instances must not share them.
    resources: Object.fromEntries(languages.map((spoken) => [spoken, { [NAMESPACE]: structuredClone(catalogs.messages(spoken)) }])),
    lng: language,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: languages,
    defaultNS: NAMESPACE,
    ns: [NAMESPACE],
    initAsync: false,
    // React escapes on its own; the host's printed summaries escape their HTML where they build it.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
