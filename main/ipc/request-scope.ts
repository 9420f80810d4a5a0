import { AsyncLocalStorage } from 'node:async_hooks';
import { PSEUDO, SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { spokenLanguage } from '../i18n/locale-folders';

/**
 * The language a request is answered in: the one its client names (the screens send it beside
 * the input; every device at the table reads in its own) when Haven speaks it, else English (a
 * hostile or old client). The router passes it to the handler, and the handler to the services
 * whose answers have words: a service's answer depends only on its arguments (issue 28).
 */
export function requestLanguageOf(language: unknown): AnyLanguage {
  return spokenLanguage(language) ?? (language === PSEUDO && speaksPseudo() ? PSEUDO : SOURCE_LANGUAGE);
}

/**
 * The pseudo language (every message wrapped, for the catalog check) only on a host a test started
 * with HAVEN_PSEUDO_LANGUAGE=1, so the check sees the host's own words (history lines, refusals) too.
 */
const speaksPseudo = () => process.env.HAVEN_PSEUDO_LANGUAGE === '1';

/**
 * One request's reads (`oncePerRequest`), by key: what the packs say (their names, translations)
 * is read once per request however many services ask. A cache, never an input: what a service
 * answers is the same with it or without it.
 */
const current = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export function inRequestScope<T>(run: () => Promise<T>): Promise<T> {
  return current.run(new Map(), run);
}

/**
 * `read`'s answer, read once for the request being answered: a second ask with the same key in
 * the same request gets the first answer. Outside a request (the command line) it reads each time.
 * Nothing outlives its request, and a write that changes what was read (a content import) forgets
 * the request's reads (`forgetRequestReads`), so a later request, or the rest of this one, reads anew.
 */
export function oncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = current.getStore();
  if (!reads) return read();
  let kept = reads.get(key) as Promise<T> | undefined;
  if (!kept) {
    kept = read();
    reads.set(key, kept);
    // A failed read is not kept: the next ask tries again.
    kept.catch(() => reads.get(key) === kept && reads.delete(key));
  }
  return kept;
}

/** After a write that changes what `oncePerRequest` may have kept: the rest of the request reads anew. */
export function forgetRequestReads(): void {
  current.getStore()?.clear();
}
