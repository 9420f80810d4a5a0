import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import type { ContentError } from '../../shared/content/model/content-error';
import type { Edition } from '../../shared/content/model/vocabulary';
import { detectSource, type DetectedSource } from '../../shared/content/import/import-files';
import { parseJsonText } from './parse-json-text';
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
    const read = info.isDirectory() ? await readFolder(path, limits) : await readSingleFile(path, info.size, limits);
    if (!read.ok) return read;
    if (read.files.size === 0) return failed(path, 'no JSON files found here');
    const detected = detectSource(read.files, options.edition);
    if (!detected.ok) return detected;
    return { ok: true, source: { files: read.files, detected: detected.source, container: read.container } };
  } catch (caught) {
    // Last line of defence: an unexpected failure still reaches the person as one clear line.
    return failed(path, `could not be read: ${caught instanceof Error ? caught.message : String(caught)}`);
  }
}

type Read = { ok: true; files: Map<string, unknown>; container: ImportSource['container'] } | { ok: false; errors: ContentError[] };

function failed(file: string, reason: string): { ok: false; errors: ContentError[] } {
  return { ok: false, errors: [{ file, path: '$', reason }] };
}

function unreadable(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied: Haven may not read it';
    case 'ENOTDIR':
      return 'a part of this path is not a folder';
    default:
      return `cannot be read (${error.code ?? error.message})`;
  }
}

const isZipBytes = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

async function readSingleFile(path: string, size: number, limits: SourceLimits): Promise<Read> {
  const isZipName = path.toLowerCase().endsWith('.zip');
  const limit = isZipName ? limits.maxZipBytes : limits.maxFileBytes;
  if (size > limit) return failed(path, `refused: ${megabytes(size)} is over the ${megabytes(limit)} limit`);
  const bytes = await readFile(path).catch((caught: unknown) => caught as NodeJS.ErrnoException);
  if (bytes instanceof Error) return failed(path, unreadable(bytes));
  const name = basename(path);
  if (isZipName || isZipBytes(bytes)) {
    const zip = readZipEntries(bytes, name, limits);
    if (!zip.ok) return zip;
    const files = new Map<string, unknown>();
    const errors: ContentError[] = [];
    for (const [entry, content] of zip.entries) {
      const parsed = parseJsonText(new TextDecoder().decode(content), `${name}:${entry}`);
      if (parsed.ok) files.set(entry, parsed.json);
      else errors.push(parsed.error);
    }
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, files: stripCommonFolder(files), container: 'zip' };
  }
  const parsed = parseJsonText(bytes.toString('utf8'), name);
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  return { ok: true, files: new Map([[name, parsed.json]]), container: 'file' };
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
      errors.push({ file: relative(root, folder) || folder, path: '$', reason: unreadable(entries) });
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(folder, entry.name);
      const path = relative(root, full).split(sep).join('/');
      if (entry.isSymbolicLink() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) await walk(full, depth + 1);
      else if (entry.isFile() && entry.name.toLowerCase().endsWith('.json')) {
        if (files.size >= limits.maxFiles) {
          errors.push({ file: path, path: '$', reason: `refused: more than ${limits.maxFiles} JSON files in this folder` });
          return;
        }
        const size = (await lstat(full)).size;
        total += size;
        if (size > limits.maxFileBytes || total > limits.maxTotalBytes) {
          errors.push({ file: path, path: '$', reason: `refused: over the ${megabytes(size > limits.maxFileBytes ? limits.maxFileBytes : limits.maxTotalBytes)} limit` });
          return;
        }
        const text = await readFile(full, 'utf8').catch((caught: unknown) => caught as NodeJS.ErrnoException);
        if (text instanceof Error) {
          errors.push({ file: path, path: '$', reason: unreadable(text) });
          continue;
        }
        const parsed = parseJsonText(text, path);
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
