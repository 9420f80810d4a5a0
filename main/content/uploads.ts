import { randomUUID } from 'node:crypto';
import { open, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MAX_UPLOAD_BYTES, uploadLimitText } from '@shared/content/import-limits';
import { ContentImportError } from '../services/content';
import { NotFoundError, refusedRequest } from '../services/errors';
import { keyedContentError, labelledContentError } from '@shared/content/model/content-error';
import { refusal } from '@shared/rules/refusal';
import { isSafeEntryName } from './read-zip';

/** Temporary import folders carry the host's process id, so a later start knows which are orphans. */
const PREFIX = 'haven-import-';
/** Uploads open at once; starting one more drops the oldest (a screen that was closed mid-way). */
const MAX_OPEN = 4;
/** What a problem of the upload as a whole names as its file. */
const UPLOAD = refusal('files.label.upload');
/** An upload nobody has added to for this long is dropped. */
const IDLE_MS = 10 * 60 * 1000;

export const importFolderPrefix = (): string => `${PREFIX}${process.pid}-`;
export const makeImportFolder = (): Promise<string> => mkdtemp(join(tmpdir(), importFolderPrefix()));

interface Upload {
  folder: string;
  files: { path: string; size: number; received: number }[];
  touched: number;
}

export interface UploadedFolder {
  /** The folder the files were written to, or the one file when a single file was sent. */
  path: string;
  /** Removes the temporary folder; call it whatever the import's outcome. */
  dispose(): Promise<void>;
}

/**
 * Imports sent in pieces: `start` checks the declared sizes against the limit and makes a private
 * temporary folder; each `append` writes one piece at its offset straight to disk (pieces of one
 * file come in order and may not pass its declared size), so the host holds at most one piece in
 * memory; `take` hands the complete folder to the reader.
 */
export function createUploads(now: () => number = Date.now) {
  const open_ = new Map<string, Upload>();

  async function drop(id: string): Promise<void> {
    const upload = open_.get(id);
    open_.delete(id);
    if (upload) await rm(upload.folder, { recursive: true, force: true });
  }

  async function dropIdle(): Promise<void> {
    for (const [id, upload] of open_) if (now() - upload.touched > IDLE_MS) await drop(id);
    while (open_.size >= MAX_OPEN) await drop(open_.keys().next().value!);
  }

  function find(id: string): Upload {
    const upload = open_.get(id);
    if (!upload) throw refusedRequest(NotFoundError, 'files.upload.closed');
    upload.touched = now();
    return upload;
  }

  return {
    async start(files: { path: string; size: number }[]): Promise<string> {
      const unsafe = files.find((f) => !isSafeEntryName(f.path));
      if (unsafe) throw new ContentImportError([keyedContentError(unsafe.path.slice(0, 200), '$', 'files.upload.leavesFolder')]);
      const total = files.reduce((sum, f) => sum + f.size, 0);
      if (total > MAX_UPLOAD_BYTES) {
        throw new ContentImportError([
          labelledContentError(UPLOAD, '$', 'files.upload.tooLarge', { size: (total / 1024 / 1024).toFixed(1), limit: uploadLimitText() }),
        ]);
      }
      await dropIdle();
      const folder = await makeImportFolder();
      const id = randomUUID();
      open_.set(id, { folder, files: files.map((f) => ({ ...f, received: 0 })), touched: now() });
      return id;
    },

    async append(id: string, fileIndex: number, offset: number, bytes: Uint8Array): Promise<number> {
      const upload = find(id);
      const file = upload.files[fileIndex];
      if (!file)
        throw new ContentImportError([
          labelledContentError(UPLOAD, '$', 'files.upload.noFileNumber', { count: upload.files.length, number: fileIndex + 1 }),
        ]);
      if (offset !== file.received) {
        throw new ContentImportError([
          keyedContentError(file.path, '$', 'files.upload.outOfOrder', {
            offset: offset,
            expected: file.received,
          }),
        ]);
      }
      if (file.received + bytes.length > file.size) {
        await drop(id);
        throw new ContentImportError([keyedContentError(file.path, '$', 'files.upload.tooManyBytes', { size: file.size })]);
      }
      const target = join(upload.folder, file.path);
      await mkdir(dirname(target), { recursive: true });
      const handle = await open(target, file.received === 0 ? 'w' : 'a');
      try {
        await handle.write(bytes);
      } finally {
        await handle.close();
      }
      file.received += bytes.length;
      return file.received;
    },

    async take(id: string): Promise<UploadedFolder> {
      const upload = find(id);
      open_.delete(id);
      const dispose = () => rm(upload.folder, { recursive: true, force: true });
      const short = upload.files.find((f) => f.received !== f.size);
      if (short) {
        await dispose();
        throw new ContentImportError([
          keyedContentError(short.path, '$', 'files.upload.short', {
            received: short.received,
            size: short.size,
          }),
        ]);
      }
      // Zero-byte files were never written to; they still exist for the reader to refuse by name.
      for (const f of upload.files.filter((f) => f.size === 0)) {
        await mkdir(dirname(join(upload.folder, f.path)), { recursive: true });
        await (await open(join(upload.folder, f.path), 'w')).close();
      }
      const single = upload.files.length === 1 ? upload.files[0] : undefined;
      return { path: single ? join(upload.folder, single.path) : upload.folder, dispose };
    },

    /** Drops every open upload (the host is closing). */
    async close(): Promise<void> {
      for (const id of [...open_.keys()]) await drop(id);
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;

/**
 * Removes temporary import folders that a Haven process left behind when it crashed: those whose
 * process is gone, and unnamed ones (from versions before the process id was in the name) older
 * than a day. A folder of a Haven still running (the app while the command line starts) stays.
 */
export async function removeOrphanImportFolders(
  folder: string = tmpdir(),
  isAlive: (pid: number) => boolean = processIsAlive,
): Promise<string[]> {
  const removed: string[] = [];
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = /^haven-import-(\d+)-/.exec(name)?.[1];
    const path = join(folder, name);
    const orphan = pid !== undefined ? !isAlive(Number(pid)) : await olderThanADay(path);
    if (!orphan) continue;
    await rm(path, { recursive: true, force: true }).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}

async function olderThanADay(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > 24 * 60 * 60 * 1000;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
