import i18next, { type i18n, type Module, type Newable } from 'i18next';
import ICU from 'i18next-icu';
import { de } from './de';
import { en } from './en';
import { PSEUDO, SOURCE_LANGUAGE, type AnyLanguage } from './languages';
import { pseudoCatalog } from './pseudo';

export type Catalog = typeof en;
export const NAMESPACE = 'translation';

/** The catalogs by language; the pseudo one is made from English on first use. */
let pseudo: Catalog | undefined;
export function catalogOf(language: AnyLanguage): Catalog {
  if (language === PSEUDO) return (pseudo ??= pseudoCatalog(en));
  return language === 'de' ? (de as Catalog) : en;
}

/**
 * A ready i18next instance with ICU message format (plurals, select, numbers and dates by locale),
 * every catalog loaded and `language` chosen. Synchronous: the catalogs are bundled, nothing is
 * fetched. The screens, the host and the command line each make their own.
 */
export function createI18n(language: AnyLanguage = SOURCE_LANGUAGE, modules: (Module | Newable<Module>)[] = []): i18n {
  const instance = i18next.createInstance().use(new ICU());
  // Modules (react-i18next's initReactI18next) must be in place before init, which starts them.
  for (const module of modules) instance.use(module);
  void instance.init({
    // Copies: i18next writes added resources into the objects it is given, and instances must not share them.
    resources: {
      en: { [NAMESPACE]: structuredClone(en) },
      de: { [NAMESPACE]: structuredClone(de) },
      [PSEUDO]: { [NAMESPACE]: structuredClone(catalogOf(PSEUDO)) },
    },
    lng: language,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: ['en', 'de', PSEUDO],
    defaultNS: NAMESPACE,
    ns: [NAMESPACE],
    initAsync: false,
    // React escapes on its own; the host's printed summaries escape their HTML where they build it.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
