import { AsyncLocalStorage } from 'node:async_hooks';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '@shared/i18n';

/**
 * The language of the request being answered. Each request names its client's language (the
 * screens send it beside the input: every device at the table reads in its own); the router runs
 * the handler inside it, so a service deep down answers names in it without every handler passing
 * it on. Anything but a language Haven speaks (a hostile or old client) is English.
 */
const current = new AsyncLocalStorage<Language>();

export function inRequestLanguage<T>(language: unknown, run: () => Promise<T>): Promise<T> {
  return current.run(isLanguage(language) ? language : SOURCE_LANGUAGE, run);
}

/** English outside any request (the command line, start-up work). */
export function requestLanguage(): Language {
  return current.getStore() ?? SOURCE_LANGUAGE;
}
