import { keyedContentError, type ContentError } from '@shared/content/model/content-error';
import { jsonErrorPosition } from './json-error-position';

/**
 * Parses one file's text as JSON. On failure the error names the file and where in it the text
 * stops making sense (line, column, position), and says when the file simply ends too early.
 */
export function parseJsonText(text: string, file: string): { ok: true; json: unknown } | { ok: false; error: ContentError } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, json: JSON.parse(body) as unknown };
  } catch (caught) {
    const at = jsonErrorPosition(body);
    // The place is values in a keyed sentence (refusals.files.json.*), so it is said in the request's language.
    if (at === undefined)
      return {
        ok: false,
        error: keyedContentError(file, '$', 'files.json.invalid', { message: caught instanceof Error ? caught.message : String(caught) }),
      };
    const place = { ...lineAndColumn(body, at), position: at };
    if (at >= body.length) return { ok: false, error: keyedContentError(file, '$', 'files.json.truncated', place) };
    return {
      ok: false,
      error: keyedContentError(file, '$', 'files.json.unexpected', { ...place, found: JSON.stringify(body.slice(at, at + 12)) }),
    };
  }
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  return { line: before.split('\n').length, column: position - before.lastIndexOf('\n') };
}
