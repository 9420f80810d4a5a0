import { AsyncLocalStorage } from 'node:async_hooks';
import { isLanguage, PSEUDO, SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';

/**
 * The language of the request being answered. Each request names its client's language (the
 * screens send it beside the input: every device at the table reads in its own); the router runs
 * the handler inside it, so a service deep down answers names in it without every handler passing
 * it on. Anything but a language Haven speaks (a hostile or old client) is English.
 */
const current = new AsyncLocalStorage<AnyLanguage>();

/**
 * The pseudo language (every message wrapped, for the catalog check) only on a host a test started
 * with HAVEN_PSEUDO_LANGUAGE=1, so the check sees the host's own words (history lines, refusals) too.
 */
const speaksPseudo = () => process.env.HAVEN_PSEUDO_LANGUAGE === '1';

export function inRequestLanguage<T>(language: unknown, run: () => Promise<T>): Promise<T> {
  return current.run(isLanguage(language) || (language === PSEUDO && speaksPseudo()) ? language : SOURCE_LANGUAGE, run);
}

/** English outside any request (the command line, start-up work). */
export function requestLanguage(): AnyLanguage {
  return current.getStore() ?? SOURCE_LANGUAGE;
}
