import type { RuleViolation } from '@shared/rules/engine';
import { RuleViolation as ThrownRuleViolation } from '@shared/rules/campaign/violation';
import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from '@shared/rules/refusal';
import { wordList } from '@shared/rules/words';

/** A request that names something that is not there; nothing was changed. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  /** The sentence as a catalog key and values (`refusals.<key>`), worded in the request's language by the router. */
  refusal?: Refusal;
}

/** A request that cannot be carried out as asked (not a rule of the game); nothing was changed. */
export class RequestError extends Error {
  override readonly name: string = 'RequestError';
  /** The sentence as a catalog key and values (`refusals.<key>`), worded in the request's language by the router. */
  refusal?: Refusal;
}

/** A RequestError (or NotFoundError, …) whose English sentence is the catalog's `refusals.<key>`. */
export function refusedRequest<E extends RequestError | NotFoundError>(
  Kind: new (message: string) => E,
  key: RefusalKey,
  params: RefusalParams = {},
): E {
  return refusedWith(Kind, refusal(key, params));
}

/** A RequestError (or NotFoundError, …) of a refusal a rule made (`refusals.<key>` and its values). */
export function refusedWith<E extends RequestError | NotFoundError>(Kind: new (message: string) => E, data: Refusal): E {
  const error = new Kind(englishRefusal(data));
  error.refusal = data;
  return error;
}

/**
 * A refusal one of whose values (`list`) is a list of other refusals, joined as `join` says
 * ("comma": "a, b"; "semicolon": "a; b"): the list travels as words (Refusal.words), worded with
 * the sentence in the reader's language; `startsSentence` when the list begins it (a capital first letter).
 */
export function refusedWithList<E extends RequestError | NotFoundError>(
  Kind: new (message: string) => E,
  key: RefusalKey,
  params: RefusalParams,
  list: { name: string; items: readonly Refusal[]; join: 'comma' | 'semicolon'; startsSentence?: boolean },
): E {
  const items = list.items.map((item) => ({ key: `refusals.${item.key}`, values: { ...item.params, ...item.words } }));
  const words = { ...wordList(items, list.join), ...(list.startsSentence ? { startsSentence: true } : {}) };
  return refusedWith(Kind, refusal(key, { ...params, [list.name]: words }));
}

/**
 * A failure of the system under Haven (a file, a folder, a port, the database) as a refusal that
 * says what happened and what to do (`refusals.host.system.*`, worded in the request's language by
 * the router), or undefined when the error is not one of those. Paths are the player's own choice
 * and stay in the sentence.
 */
export function systemRefusal(error: unknown): Refusal | undefined {
  const e = error as NodeJS.ErrnoException & { port?: number; dest?: string };
  const path = e.path ?? e.dest;
  /** The sentence naming the path, or its form without one. */
  const at = (named: RefusalKey, unnamed: RefusalKey, params: RefusalParams = {}) =>
    path ? refusal(named, { path, ...params }) : refusal(unnamed);
  switch (e.code) {
    case 'EISDIR':
      return at('host.system.isFolder', 'host.system.isFolderUnnamed', { example: `${(path ?? '').replace(/\/+$/, '')}/campaign.json` });
    case 'ENOTDIR':
      return at('host.system.notFolder', 'host.system.notFolderUnnamed');
    // Issue 26: a 100,000-deep data path got the raw error. Its path is not repeated: it is the problem.
    case 'ENAMETOOLONG':
      return refusal('host.system.pathTooLong');
    case 'ELOOP':
      return refusal('host.system.linkLoop');
    case 'EACCES':
    case 'EPERM':
      return e.syscall === 'mkdir'
        ? at('host.system.mkdirDenied', 'host.system.mkdirDeniedUnnamed')
        : at('host.system.denied', 'host.system.deniedUnnamed');
    case 'EROFS':
      return at('host.system.readOnlyDisk', 'host.system.readOnlyDiskUnnamed');
    case 'ENOSPC':
      return refusal('host.system.diskFull');
    case 'ENOENT':
      return at('host.system.noSuchFile', 'host.system.noSuchFileUnnamed');
    case 'EADDRINUSE':
      return e.port !== undefined ? refusal('host.system.portInUse', { port: e.port }) : refusal('host.system.portInUseUnnamed');
    case 'EMFILE':
    case 'ENFILE':
      return refusal('host.system.tooManyFiles');
  }
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_')) {
    if (e.code.startsWith('SQLITE_BUSY')) return refusal('host.system.dataFileBusy');
    if (e.code.startsWith('SQLITE_FULL')) return refusal('host.system.diskFull');
    if (e.code.startsWith('SQLITE_READONLY') || e.code.startsWith('SQLITE_CANTOPEN')) return refusal('host.system.dataFileReadOnly');
    if (e.code.startsWith('SQLITE_CORRUPT') || e.code.startsWith('SQLITE_NOTADB')) return refusal('host.system.dataFileDamaged');
    return refusal('host.system.dataFileOther', { code: e.code });
  }
  return undefined;
}

/** The same failure in English (the command line speaks English), or undefined when it is not one. */
export function describeSystemError(error: unknown): string | undefined {
  const known = systemRefusal(error);
  return known ? englishRefusal(known) : undefined;
}

/**
 * A command the rules refuse (an engine's RuleViolation); nothing was changed. It extends the
 * RuleViolation error class of shared/rules/campaign/violation.ts (the rules answer refusals as
 * values; the host throws this one), so whoever catches that (the router, tests) catches every engine's.
 */
export class RefusedError extends ThrownRuleViolation {
  constructor(readonly violation: RuleViolation) {
    super(violation.message);
  }
}
