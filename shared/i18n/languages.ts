/**
 * The languages Haven speaks are the folders under `shared/i18n/locales/` (catalogs.ts): adding a
 * language is adding a folder. English is the source every other catalog translates; the pseudo
 * language `xx` is English wrapped in markers and lengthened, for tests (never offered in the app,
 * and never a folder).
 */
export type Language = string;
export const PSEUDO = 'xx';
export type AnyLanguage = Language;

export const SOURCE_LANGUAGE: Language = 'en';

/**
 * A folder name that is a language tag as BCP 47 writes it ("de", "pt-BR", "zh-Hans", "es-419"),
 * the casing i18next looks languages up by; `xx` is the pseudo language's.
 */
export function isLanguageTag(value: string): boolean {
  return value !== PSEUDO && /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2}|-\d{3})?$/.test(value);
}

/**
 * The first of the system's preferred languages Haven speaks ('de-AT' → 'de'), else English.
 * `preferred` is the browser's `navigator.languages` or the system's locale list; `spoken` the
 * languages Haven has catalogs for.
 */
export function pickLanguage(preferred: readonly string[], spoken: readonly Language[]): Language {
  const byLowerCase = new Map(spoken.map((language) => [language.toLowerCase(), language]));
  for (const tag of preferred) {
    const normalised = tag.trim().toLowerCase().replace(/_/g, '-');
    const found = byLowerCase.get(normalised) ?? byLowerCase.get(normalised.split('-')[0] ?? '');
    if (found) return found;
  }
  return SOURCE_LANGUAGE;
}
