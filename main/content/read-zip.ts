import { unzipSync } from 'fflate';
import type { ContentError } from '../../shared/content/model/content-error';
import { megabytes, type SourceLimits } from './source-limits';

/**
 * The JSON entries of a zip archive, checked before anything is inflated: entry names must stay
 * inside the archive (no "..", no absolute or drive paths), and declared sizes must fit the
 * limits. fflate inflates each entry into a buffer of its declared size, so an entry that lies
 * about its size cannot grow past it.
 */
export function readZipEntries(bytes: Uint8Array, zipName: string, limits: SourceLimits): { ok: true; entries: Map<string, Uint8Array> } | { ok: false; errors: ContentError[] } {
  const errors: ContentError[] = [];
  let declaredTotal = 0;
  let count = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        const name = entry.name;
        if (name.endsWith('/') || isJunkEntry(name)) return false;
        if (!isSafeEntryName(name)) {
          errors.push({ file: `${zipName}:${name}`, path: '$', reason: 'refused: the entry name points outside the archive' });
          return false;
        }
        if (!name.toLowerCase().endsWith('.json')) return false;
        count += 1;
        declaredTotal += entry.originalSize;
        if (entry.originalSize > limits.maxFileBytes) {
          errors.push({ file: `${zipName}:${name}`, path: '$', reason: `refused: ${megabytes(entry.originalSize)} unpacked is over the ${megabytes(limits.maxFileBytes)} limit for one file` });
          return false;
        }
        return errors.length === 0 && count <= limits.maxFiles && declaredTotal <= limits.maxTotalBytes;
      },
    });
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    return { ok: false, errors: [{ file: zipName, path: '$', reason: `not a readable zip archive (${message}); nothing was imported` }] };
  }
  if (count > limits.maxFiles) errors.push({ file: zipName, path: '$', reason: `refused: more than ${limits.maxFiles} JSON files` });
  if (declaredTotal > limits.maxTotalBytes) errors.push({ file: zipName, path: '$', reason: `refused: ${megabytes(declaredTotal)} of JSON unpacked is over the ${megabytes(limits.maxTotalBytes)} limit` });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, entries: new Map(Object.entries(entries)) };
}

/** Files that archivers add and nobody meant to import. */
function isJunkEntry(name: string): boolean {
  return name.startsWith('__MACOSX/') || name.split('/').some((part) => part === '.DS_Store' || part.startsWith('._'));
}

export function isSafeEntryName(name: string): boolean {
  if (name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').some((part) => part === '..');
}
