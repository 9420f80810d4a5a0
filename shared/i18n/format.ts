import type { AnyLanguage } from './languages';
import { PSEUDO, SOURCE_LANGUAGE } from './languages';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';

/** The locale Intl formats with: the pseudo language formats as English so tests read stable figures. */
function locale(language: AnyLanguage): string {
  return language === PSEUDO ? SOURCE_LANGUAGE : language;
}

/** A number as the language writes it: 1,234.5 in English, 1.234,5 in German. */
export function formatNumber(value: number, language: AnyLanguage, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(language), options).format(value);
}

/**
 * A date (and time, by default) as the language writes it: "Dec 1, 2026, 8:47 PM" / "01.12.2026, 20:47".
 * In the pseudo language it is marked like a message: its words (month, day) came through here.
 */
export function formatDate(
  value: Date | number | string,
  language: AnyLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const text = new Intl.DateTimeFormat(locale(language), options).format(new Date(value));
  return language === PSEUDO ? PSEUDO_OPEN + text + PSEUDO_CLOSE : text;
}
