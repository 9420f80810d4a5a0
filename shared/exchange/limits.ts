import { keyedIssue, pathOf, type ExchangeIssue } from './exchange-error';
import { refusal } from '../rules/refusal';

/** The largest file the importers read: far above any real campaign, far below what hurts the host. */
export const MAX_IMPORT_CHARS = 8 * 1024 * 1024;
/** The longest single text any field may hold (notes are 10,000 at most; history summaries run longer). */
export const MAX_TEXT_CHARS = 100_000;
/** How deep an imported document may nest; real ones are under 15 levels. */
export const MAX_DEPTH = 40;
/** How many values (objects, arrays, leaves) a document may hold. */
export const MAX_NODES = 2_000_000;

/**
 * Walks a parsed document before any schema sees it, so a hostile file (a 10 MB string, a very
 * deep or very large tree) is refused by path and cheaply, before zod builds error lists for it.
 */
export function findOversizedValues(root: unknown, maxText = MAX_TEXT_CHARS): ExchangeIssue[] {
  const issues: ExchangeIssue[] = [];
  let nodes = 0;
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && issues.length < 5) {
    const { value, path } = stack.pop()!;
    if (++nodes > MAX_NODES) {
      issues.push(keyedIssue('', 'files.exchange.tooManyValues', { max: MAX_NODES }));
      break;
    }
    if (path.length > MAX_DEPTH) {
      issues.push(keyedIssue(pathOf(path), 'files.exchange.tooDeep', { max: MAX_DEPTH }));
      continue;
    }
    if (typeof value === 'string') {
      if (value.length > maxText) issues.push(keyedIssue(pathOf(path), 'files.exchange.longText', { length: value.length, max: maxText }));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.length > 200) issues.push(keyedIssue(pathOf(path), 'files.exchange.longFieldName', { length: key.length }));
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return issues;
}

/** Parses a file's JSON text, with the size checked first and the parse error said in words. */
export function parseJsonText(text: string): { value: unknown } | { issue: ExchangeIssue } {
  const what = { what: [refusal('files.exchange.theFile')] };
  if (text.length > MAX_IMPORT_CHARS) {
    const size = { size: (text.length / 1024 / 1024).toFixed(1), max: MAX_IMPORT_CHARS / 1024 / 1024 };
    return { issue: keyedIssue('', 'files.exchange.tooLarge', size, what) };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    // The parser's own message (with its position) is a value: Node words it in English only.
    return { issue: keyedIssue('', 'files.exchange.notJson', { message: (error as Error).message }, what) };
  }
}

/** The screen's check before sending a chosen campaign file: its size in bytes against the limit. */
export function campaignFileTooLarge(name: string, bytes: number): string | null {
  if (bytes <= MAX_IMPORT_CHARS) return null;
  return `${name} is ${(bytes / 1024 / 1024).toFixed(1)} MB; Haven imports campaign files of at most ${MAX_IMPORT_CHARS / 1024 / 1024} MB. Nothing was imported.`;
}
