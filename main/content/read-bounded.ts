import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { keyedReason, type KeyedReason } from '@shared/content/model/content-error';
import { megabytes } from './source-limits';

/** Why a file could not be read, in words and keyed (`refusals.files.read.*`); `tooLarge` carries the limit that was passed. */
export type BoundedRead = { ok: true; bytes: Buffer } | ({ ok: false; tooLarge?: boolean } & KeyedReason);

const CHUNK = 1024 * 1024;
export const NO_SUCH_FILE = keyedReason('files.read.noSuchFile').reason;
const notAFile = (): KeyedReason => keyedReason('files.read.notAFile');

/**
 * Reads a regular file, at most `maxBytes` of it. Devices (/dev/zero), FIFOs and sockets are
 * refused before a byte is read, and the size is counted while reading rather than trusted from
 * stat, which says 0 for files such as those under /proc. O_NONBLOCK keeps a FIFO swapped in
 * after the check from hanging the open.
 */
export async function readBoundedFile(path: string, maxBytes: number): Promise<BoundedRead> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (caught) {
    return { ok: false, ...unreadable(caught as NodeJS.ErrnoException) };
  }
  try {
    const info = await handle.stat();
    if (info.isDirectory()) return { ok: false, ...keyedReason('files.read.aFolder') };
    if (!info.isFile()) return { ok: false, ...notAFile() };
    if (info.size > maxBytes)
      return {
        ok: false,
        tooLarge: true,
        ...keyedReason('files.read.overLimit', { size: megabytes(info.size), limit: megabytes(maxBytes) }),
      };
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes)
        return { ok: false, tooLarge: true, ...keyedReason('files.read.readOverLimit', { limit: megabytes(maxBytes) }) };
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return { ok: true, bytes: Buffer.concat(chunks, total) };
  } catch (caught) {
    return { ok: false, ...unreadable(caught as NodeJS.ErrnoException) };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** A file system error as words a player can act on, keyed. */
export function unreadable(error: NodeJS.ErrnoException): KeyedReason {
  switch (error.code) {
    case 'ENOENT':
      return keyedReason('files.read.noSuchFile');
    case 'EACCES':
    case 'EPERM':
      return keyedReason('files.read.permission');
    case 'ENOTDIR':
      return keyedReason('files.read.notAFolder');
    case 'EISDIR':
      return keyedReason('files.read.aFolder');
    case 'ELOOP':
      return keyedReason('files.read.linkLoop');
    case 'EAGAIN':
    case 'ENXIO':
      return notAFile();
    default:
      // The system's own code (EIO…) is a value: it is what a person would search for.
      return keyedReason('files.read.unreadable', { code: error.code ?? keyedReason('files.read.unknownError').reason });
  }
}

/** A file system error as English words (the command line's). */
export const unreadableReason = (error: NodeJS.ErrnoException): string => unreadable(error).reason;
