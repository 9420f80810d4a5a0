import { readdir, stat } from 'node:fs/promises';
import { isPictureBytes } from '@shared/exchange/picture';
import { basename, join, relative, sep } from 'node:path';
import { keyedContentError, keyedReason, type ContentError, type KeyedReason } from '@shared/content/model/content-error';
import type { Edition } from '@shared/content/model/vocabulary';
import { detectSource, type DetectedSource } from '@shared/content/import/import-files';
import { decodeUtf8 } from '@shared/exchange/utf8';
import { parseJsonText } from './parse-json-text';
import { readBoundedFile, unreadable } from './read-bounded';
import { readZipEntries } from './read-zip';
import { defaultSourceLimits, megabytes, type SourceLimits } from './source-limits';

/** An import source read from disk: every JSON file in it, parsed, by path relative to its root. */
export interface ImportSource {
  files: Map<string, unknown>;
  /** The importer that fits these files. */
  detected: DetectedSource;
  /** What was read: a folder, a JSON file or a zip archive. */
  container: 'folder' | 'file' | 'zip';
}

export type ReadSourceResult = { ok: true; source: ImportSource } | { ok: false; errors: ContentError[] };

export interface ReadSourceOptions {
  limits?: Partial<SourceLimits>;
  /** Which Gloomhaven edition to take when the source holds both. */
  edition?: Edition;
}

/**
 * Reads a folder, a single JSON file or a zip archive of community data for import. Never
 * throws: every problem comes back as errors naming the file (and place in it) and what to do.
 */
export async function readImportSource(path: string, options: ReadSourceOptions = {}): Promise<ReadSourceResult> {
  const limits = { ...defaultSourceLimits, ...options.limits };
  try {
    const info = await stat(path).catch((caught: unknown) => caught as NodeJS.ErrnoException);
    if (info instanceof Error) return failed(path, unreadable(info));
    const read = info.isDirectory() ? await readFolder(path, limits) : await readSingleFile(path, limits);
    if (!read.ok) return read;
    if (read.files.size === 0) return failed(path, keyedReason('files.read.noJsonFiles'));
    const detected = detectSource(read.files, options.edition);
    if (!detected.ok) return detected;
    return { ok: true, source: { files: read.files, detected: detected.source, container: read.container } };
  } catch (caught) {
    // Last line of defence: an unexpected failure still reaches the person as one clear line.
    return failed(path, keyedReason('files.read.failed', { message: caught instanceof Error ? caught.message : String(caught) }));
  }
}

type Read = { ok: true; files: Map<string, unknown>; container: ImportSource['container'] } | { ok: false; errors: ContentError[] };

function failed(file: string, reason: KeyedReason): { ok: false; errors: ContentError[] } {
  return { ok: false, errors: [{ file, path: '$', reason: reason.reason, refusal: reason.refusal }] };
}

const isZipBytes = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

async function readSingleFile(path: string, limits: SourceLimits): Promise<Read> {
  const isZipName = path.toLowerCase().endsWith('.zip');
  const read = await readBoundedFile(path, isZipName ? limits.maxZipBytes : Math.max(limits.maxZipBytes, limits.maxFileBytes));
  if (!read.ok) return failed(path, read);
  const bytes = read.bytes;
  const name = basename(path);
  if (isZipName || isZipBytes(bytes)) {
    const zip = readZipEntries(bytes, name, limits);
    if (!zip.ok) return zip;
    const files = new Map<string, unknown>();
    const errors: ContentError[] = [];
    for (const [entry, content] of zip.entries) {
      const parsed = parseBytes(content, `${name}:${entry}`);
      if (parsed.ok) files.set(entry, parsed.json);
      else errors.push(parsed.error);
    }
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, files: stripCommonFolder(files), container: 'zip' };
  }
  if (bytes.length > limits.maxFileBytes)
    return failed(path, keyedReason('files.read.overLimit', { size: megabytes(bytes.length), limit: megabytes(limits.maxFileBytes) }));
  const parsed = parseBytes(bytes, name);
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  return { ok: true, files: new Map([[name, parsed.json]]), container: 'file' };
}

/** One file's bytes as JSON: refused, with the offset, when they are not UTF-8. */
function parseBytes(bytes: Uint8Array, file: string): ReturnType<typeof parseJsonText> {
  if (isPictureBytes(bytes)) return { ok: false, error: keyedContentError(file, '$', 'files.read.picture') };
  const text = decodeUtf8(bytes);
  if (!text.ok) return { ok: false, error: keyedContentError(file, '$', 'files.read.notUtf8', { offset: text.offset }) };
  return parseJsonText(text.text, file);
}

/** Walks a folder for *.json files; symbolic links are not followed, so nothing outside is read. */
async function readFolder(root: string, limits: SourceLimits): Promise<Read> {
  const files = new Map<string, unknown>();
  const errors: ContentError[] = [];
  let total = 0;
  const walk = async (folder: string, depth: number): Promise<void> => {
    if (depth > limits.maxDepth) return;
    const entries = await readdir(folder, { withFileTypes: true }).catch((caught: unknown) => caught as NodeJS.ErrnoException);
    if (entries instanceof Error) {
      errors.push({ file: relative(root, folder) || folder, path: '$', ...unreadable(entries) });
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(folder, entry.name);
      const path = relative(root, full).split(sep).join('/');
      if (entry.isSymbolicLink() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) await walk(full, depth + 1);
      else if (entry.isFile() && entry.name.toLowerCase().endsWith('.json')) {
        if (files.size >= limits.maxFiles) {
          errors.push(keyedContentError(path, '$', 'files.read.tooManyFiles', { max: limits.maxFiles }));
          return;
        }
        // Sizes are counted as read (stat can lie), each file and the sum both bounded.
        const read = await readBoundedFile(full, Math.min(limits.maxFileBytes, limits.maxTotalBytes - total));
        if (!read.ok) {
          const limit = read.tooLarge && total + limits.maxFileBytes > limits.maxTotalBytes ? limits.maxTotalBytes : limits.maxFileBytes;
          const why = read.tooLarge ? keyedReason('files.read.overTheLimit', { limit: megabytes(limit) }) : read;
          errors.push({ file: path, path: '$', reason: why.reason, refusal: why.refusal });
          if (read.tooLarge) return;
          continue;
        }
        total += read.bytes.length;
        const parsed = parseBytes(read.bytes, path);
        if (parsed.ok) files.set(path, parsed.json);
        else errors.push(parsed.error);
      }
    }
  };
  await walk(root, 0);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, files, container: 'folder' };
}

/** A zip of a folder usually wraps everything in that folder's name; paths read better without it. */
function stripCommonFolder(files: Map<string, unknown>): Map<string, unknown> {
  const paths = [...files.keys()];
  const first = paths[0]?.split('/')[0];
  if (!first || paths.some((path) => !path.startsWith(`${first}/`))) return files;
  return new Map([...files].map(([path, json]) => [path.slice(first.length + 1), json]));
}
