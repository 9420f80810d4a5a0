import { Unzip, UnzipInflate } from 'fflate';
import { keyedContentError, keyedReason, type ContentError, type KeyedReason } from '@shared/content/model/content-error';
import { megabytes, type SourceLimits } from './source-limits';

/** Compressed bytes fed to the inflater per step: deflate's ~1:1000 ratio keeps one step's output near 16 MB. */
const STEP_BYTES = 16 * 1024;

export type ZipEntries = { ok: true; entries: Map<string, Uint8Array> } | { ok: false; errors: ContentError[] };

/**
 * The JSON entries of a zip archive. Entry names must stay inside the archive (no "..", no
 * absolute or drive paths). Sizes are not trusted from the headers: the archive is inflated a
 * small step at a time, the bytes each entry and all entries really produce are counted as they
 * come, and reading stops at the first limit passed. The host reads imports on a worker thread
 * (main/content/read-worker.ts), so a large or lying archive holds up no other request (issue 26:
 * yielding between steps still let one import hold every other request for seconds).
 */
export function readZipEntries(bytes: Uint8Array, zipName: string, limits: SourceLimits): ZipEntries {
  const errors: ContentError[] = [];
  const entries = new Map<string, Uint8Array>();
  let count = 0;
  let total = 0;
  let stopped = false;
  const stop = (file: string, why: KeyedReason) => {
    if (!stopped) errors.push({ file, path: '$', reason: why.reason, refusal: why.refusal });
    stopped = true;
  };
  const unzip = new Unzip((file) => {
    const name = file.name;
    const label = `${zipName}:${name}`;
    if (stopped || name.endsWith('/') || isJunkEntry(name)) return;
    if (!isSafeEntryName(name)) {
      errors.push(keyedContentError(label, '$', 'files.zip.outside'));
      return;
    }
    if (!name.toLowerCase().endsWith('.json')) return;
    if (++count > limits.maxFiles) return stop(zipName, keyedReason('files.zip.tooManyFiles', { max: limits.maxFiles }));
    if ((file.originalSize ?? 0) > limits.maxFileBytes) {
      return stop(
        label,
        keyedReason('files.zip.entryTooLarge', { size: megabytes(file.originalSize ?? 0), limit: megabytes(limits.maxFileBytes) }),
      );
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      if (stopped) return;
      if (error) return stop(label, keyedReason('files.zip.cannotUnpack', { message: error.message }));
      size += data.length;
      total += data.length;
      if (size > limits.maxFileBytes)
        return stop(
          label,
          keyedReason('files.zip.unpacksTooLarge', { limit: megabytes(limits.maxFileBytes), size: megabytes(file.originalSize ?? 0) }),
        );
      if (total > limits.maxTotalBytes)
        return stop(zipName, keyedReason('files.zip.allTooLarge', { limit: megabytes(limits.maxTotalBytes) }));
      chunks.push(data);
      if (final) entries.set(name, concatenate(chunks, size));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !stopped; at += STEP_BYTES) {
      const end = Math.min(at + STEP_BYTES, bytes.length);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    return { ok: false, errors: [keyedContentError(zipName, '$', 'files.zip.notAZip', { message })] };
  }
  if (errors.length > 0) return { ok: false, errors };
  if (entries.size === 0 && !looksLikeZip(bytes)) {
    return { ok: false, errors: [keyedContentError(zipName, '$', 'files.zip.noEntries')] };
  }
  return { ok: true, entries };
}

function concatenate(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A zip ends with an end-of-central-directory record ("PK\x05\x06") in its last 64 KB. */
function looksLikeZip(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 5 && bytes[i + 3] === 6) return true;
  }
  return false;
}

/** Files that archivers add and nobody meant to import. */
function isJunkEntry(name: string): boolean {
  return name.startsWith('__MACOSX/') || name.split('/').some((part) => part === '.DS_Store' || part.startsWith('._'));
}

export function isSafeEntryName(name: string): boolean {
  if (name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').some((part) => part === '..');
}
