import type { ContentError } from '@shared/content/model/content-error';
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
    const message = caught instanceof Error ? caught.message : String(caught);
    const at = jsonErrorPosition(body);
    const isTruncated = at !== undefined && at >= body.length;
    const where = at === undefined ? '' : ` at ${lineAndColumn(body, at)} (position ${at})`;
    const found = at === undefined || isTruncated ? '' : `: unexpected ${JSON.stringify(body.slice(at, at + 12))}`;
    const reason = isTruncated
      ? `not valid JSON: the file ends too early${where}; it may be truncated (an interrupted download or copy)`
      : `not valid JSON${where}${found || `: ${message}`}`;
    return { ok: false, error: { file, path: '$', reason } };
  }
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}
