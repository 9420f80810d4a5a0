import type { i18n } from 'i18next';
import type { SayLine } from '@shared/content/import/import-outcome';
import { createI18n, formatDate, formatNumber, SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { wordLine } from '@shared/rules/words';
import { hostCatalogs, spokenLanguage } from './i18n/locale-folders';

/** The host's instances, one per language, made on first use (synchronous: the catalogs are bundled). */
const instances = new Map<AnyLanguage, i18n>();

export interface HostWords {
  /** A language Haven speaks; the pseudo language `xx` only where a test asks for it. */
  language: AnyLanguage;
  /** A catalog message by its dotted key ("summary.scenario.result"), in `language`. */
  t(key: string, values?: Record<string, unknown>): string;
  /** A day as the language writes it, the same on every machine (UTC): "29 Nov 2026", "29. Nov. 2026". */
  day(iso: string): string;
  /** A number as the language writes it (1,234 / 1.234); `signed` prints "+1" for a gain. */
  number(value: number, signed?: boolean): string;
}

/** The words of one language for what the host writes itself (printed summaries, refusals): the request's, passed in. */
export function hostWords(language: AnyLanguage): HostWords {
  let instance = instances.get(language);
  if (!instance) instances.set(language, (instance = createI18n(hostCatalogs(), language)));
  const bound = instance;
  return {
    language,
    t: (key, values) => bound.t(key as never, values as never) as unknown as string,
    day: (iso) => {
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return iso;
      // English keeps the summaries' day-month-year order it always printed.
      if (language === 'en') return `${d.getUTCDate()} ${formatDate(d, 'en', { month: 'short', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
      return formatDate(d, language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    },
    number: (value, signed = false) => formatNumber(value, language, signed ? { signDisplay: 'exceptZero' } : undefined),
  };
}

/**
 * Haven's words in a language it speaks other than English, for the parts of an imported pack's
 * translated item texts Haven words itself (`ImportOptions.wordsIn`); undefined for English and for
 * a language Haven has no catalog for.
 */
export function importWordsIn(language: string): SayLine | undefined {
  if (language === SOURCE_LANGUAGE || spokenLanguage(language) === undefined) return undefined;
  const { t } = hostWords(language);
  return (line) => wordLine(line, t);
}
