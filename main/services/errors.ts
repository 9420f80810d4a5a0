import type { RuleViolation } from '@shared/rules/engine';
import { RuleViolation as ThrownRuleViolation } from '@shared/rules/campaign/violation';
import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from '@shared/rules/refusal';

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
  const data = refusal(key, params);
  const error = new Kind(englishRefusal(data));
  error.refusal = data;
  return error;
}

/**
 * A failure of the system under Haven (a file, a folder, a port, the database) as a sentence
 * that says what happened and what to do, or undefined when the error is not one of those.
 * `what` names the thing that was being done ("write the export").
 */
export function describeSystemError(error: unknown): string | undefined {
  const e = error as NodeJS.ErrnoException & { port?: number; dest?: string };
  const path = e.path ?? e.dest;
  const where = path ? ` ${path}` : '';
  switch (e.code) {
    case 'EISDIR':
      return `${path ?? 'That'} is a folder; give the name of a file (for example ${path ? `${path.replace(/\/+$/, '')}/campaign.json` : 'campaign.json'})`;
    case 'ENOTDIR':
      return `A part of${where || ' the path'} is a file, not a folder; choose another place`;
    case 'EACCES':
    case 'EPERM':
      return e.syscall === 'mkdir'
        ? `Haven may not create the folder${where} (permission denied); choose another folder with HAVEN_DATA_DIR or fix the permissions`
        : `Haven may not use${where || ' that file'} (permission denied); choose another place or fix the permissions`;
    case 'EROFS':
      return `${path ?? 'That place'} is on a read-only disk; choose another place`;
    case 'ENOSPC':
      return 'The disk is full; free some space and try again';
    case 'ENOENT':
      return `There is no such file or folder${where}`;
    case 'EADDRINUSE':
      return `Port ${e.port ?? ''} is already in use (is Haven already running?); set HAVEN_PORT to another port, or 0 for any free one`.replace(
        'Port  is',
        'The port is',
      );
    case 'EMFILE':
    case 'ENFILE':
      return 'Too many files are open on this computer; close some programs and try again';
  }
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_')) {
    if (e.code.startsWith('SQLITE_BUSY')) return 'The data file is busy with another Haven window or command; try again in a moment';
    if (e.code.startsWith('SQLITE_FULL')) return 'The disk is full; free some space and try again';
    if (e.code.startsWith('SQLITE_READONLY') || e.code.startsWith('SQLITE_CANTOPEN'))
      return 'Haven cannot write to its data file; check that the data folder is writable';
    if (e.code.startsWith('SQLITE_CORRUPT') || e.code.startsWith('SQLITE_NOTADB')) return 'The data file is damaged or not a Haven file';
    return `The data file could not be used (${e.code})`;
  }
  return undefined;
}

/**
 * A command the rules refuse (an engine's RuleViolation); nothing was changed. It is the campaign
 * rules' thrown RuleViolation, so whoever caught that (the router, tests) catches every engine's.
 */
export class RefusedError extends ThrownRuleViolation {
  constructor(readonly violation: RuleViolation) {
    super(violation.message);
  }
}
