/**
 * The languages Haven speaks. English is the source every other catalog translates; the pseudo
 * language `xx` is English wrapped in markers and lengthened, for tests (never offered in the app).
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const PSEUDO = 'xx';
export type AnyLanguage = Language | typeof PSEUDO;

export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's own name, as its speakers write it (the picker shows these, never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the system's preferred languages Haven speaks ('de-AT' → 'de'), else English.
 * `preferred` is the browser's `navigator.languages` or the system's locale list.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return SOURCE_LANGUAGE;
}
