import type { IncomingHttpHeaders } from 'node:http';
import { pickLanguage, type Language } from '@shared/i18n';
import { hostCatalogs, spokenLanguage } from '../i18n/locale-folders';

/** The header Haven's own pages send with their table requests: the language chosen on that device. */
export const LANGUAGE_HEADER = 'x-haven-language';

/**
 * The language a device reads, for what the host answers it over plain HTTP (the pairing's
 * refusals, the pages before pairing): the one Haven's page says it chose, else the browser's
 * Accept-Language, else English. Whatever the headers hold, the answer is a language Haven speaks.
 */
export function deviceLanguage(headers: IncomingHttpHeaders): Language {
  const chosen = spokenLanguage(headers[LANGUAGE_HEADER]);
  if (chosen) return chosen;
  const accepted = typeof headers['accept-language'] === 'string' ? headers['accept-language'].slice(0, 200) : '';
  // "de-AT,de;q=0.9,en;q=0.8": the tags in the order given (browsers list them by preference).
  return pickLanguage(
    accepted.split(',').map((part) => part.split(';')[0] ?? ''),
    hostCatalogs().languages,
  );
}
