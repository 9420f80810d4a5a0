import { AsyncLocalStorage } from 'node:async_hooks';
import { PSEUDO, SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { spokenLanguage } from '../i18n/locale-folders';

/**
 * The language of the request being answered. Each request names its client's language (the
 * screens send it beside the input: every device at the table reads in its own); the router runs
 * the handler inside it, so a service deep down answers names in it without every handler passing
 * it on. Anything but a language Haven speaks (a hostile or old client) is English.
 */
interface RequestScope {
  language: AnyLanguage;
  /** Reads kept for the rest of this request only (`oncePerRequest`), by key. */
  reads: Map<string, Promise<unknown>>;
}

const current = new AsyncLocalStorage<RequestScope>();

/**
 * The pseudo language (every message wrapped, for the catalog check) only on a host a test started
 * with HAVEN_PSEUDO_LANGUAGE=1, so the check sees the host's own words (history lines, refusals) too.
 */
const speaksPseudo = () => process.env.HAVEN_PSEUDO_LANGUAGE === '1';

export function inRequestLanguage<T>(language: unknown, run: () => Promise<T>): Promise<T> {
  const spoken = spokenLanguage(language) ?? (language === PSEUDO && speaksPseudo() ? PSEUDO : SOURCE_LANGUAGE);
  return current.run({ language: spoken, reads: new Map() }, run);
}

/** English outside any request (the command line, start-up work). */
export function requestLanguage(): AnyLanguage {
  return current.getStore()?.language ?? SOURCE_LANGUAGE;
}

/**
 * `read`'s answer, read once for the request being answered: a second ask with the same key in
 * the same request gets the first answer. Outside a request (the command line) it reads each time.
 * Nothing outlives its request, and a write that changes what was read (a content import) forgets
 * the request's reads (`forgetRequestReads`), so a later request, or the rest of this one, reads anew.
 */
export function oncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = current.getStore()?.reads;
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
  current.getStore()?.reads.clear();
}
