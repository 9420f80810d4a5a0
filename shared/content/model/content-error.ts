import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from '../../rules/refusal';

/**
 * One problem found in imported or stored content, named by place: the file it came from, the
 * JSON path inside that file, and what is wrong there. `refusal` is the reason as a catalog key
 * and values (`refusals.files.*`), `fileLabel` the file's name where it is a word rather than a
 * name ("(upload)"), so the host can say the problem in the asking screen's language (issue 18);
 * `reason` and `file` stay the English words.
 */
export interface ContentError {
  file: string;
  path: string;
  reason: string;
  refusal?: Refusal;
  fileLabel?: Refusal;
}

/** A reason as a catalog key and values, with its English words beside it. */
export interface KeyedReason {
  reason: string;
  refusal: Refusal;
}

/** A reason from the catalog (`refusals.<key>`): its English words and the key, values and parts. */
export function keyedReason(key: RefusalKey, params: RefusalParams = {}, parts?: Record<string, Refusal[]>): KeyedReason {
  const data = refusal(key, params, parts);
  return { reason: englishRefusal(data), refusal: data };
}

/** A problem whose reason is the catalog's `refusals.<key>`; the file and path stay values. */
export function keyedContentError(file: string, path: string, key: RefusalKey, params: RefusalParams = {}): ContentError {
  return { file, path, ...keyedReason(key, params) };
}

/** A problem whose file is one of the catalog's labels ("(upload)", "pack"), its reason keyed too. */
export function labelledContentError(label: Refusal, path: string, key: RefusalKey, params: RefusalParams = {}): ContentError {
  return { file: englishRefusal(label), fileLabel: label, path, ...keyedReason(key, params) };
}

/**
 * `rooms/Gloomhaven.json ["3"][1]["G1b"]["foo"]: unknown monster "foo"`; a problem with the whole
 * file names the file alone (`party.png: is a picture, not game data`). The path's root marker
 * ("$") is ours, not a word a person reads (issue 29).
 */
export function formatContentError(error: ContentError): string {
  const place = placeInFile(error.path);
  return place === '' ? `${error.file}: ${error.reason}` : `${error.file} ${place}: ${error.reason}`;
}

/** Where in a file a problem is, as a person reads it: the JSON path without its root marker ("$"). */
export function placeInFile(path: string): string {
  return path.replace(/^\$\.?/, '');
}

/**
 * A problem as a refusal: the place as values, the reason (and a file label) as parts, so it is
 * worded like formatContentError in any language; a reason without a key stays as it is.
 */
export function contentErrorRefusal(error: ContentError): Refusal {
  const place = placeInFile(error.path);
  return refusal(
    place === '' ? 'files.problemInFile' : 'files.problem',
    { file: error.file, ...(place === '' ? {} : { path: place }), reason: error.reason },
    {
      ...(error.refusal ? { reason: [error.refusal] } : {}),
      ...(error.fileLabel ? { file: [error.fileLabel] } : {}),
    },
  );
}

/** JSON path text from path segments: numbers as `[3]`, identifier keys as `.key`, others quoted. */
export function jsonPath(segments: readonly (string | number)[]): string {
  let text = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) text += `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}
