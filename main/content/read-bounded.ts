import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { megabytes } from './source-limits';

/** Why a file could not be read, in words; `tooLarge` carries the limit that was passed. */
export type BoundedRead = { ok: true; bytes: Buffer } | { ok: false; reason: string; tooLarge?: boolean };

const CHUNK = 1024 * 1024;
export const NO_SUCH_FILE = 'no such file or folder';
const NOT_A_FILE = 'refused: not a regular file (a device, a pipe or a socket); only files can be imported';

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
    return { ok: false, reason: unreadableReason(caught as NodeJS.ErrnoException) };
  }
  try {
    const info = await handle.stat();
    if (info.isDirectory()) return { ok: false, reason: 'a folder, not a file' };
    if (!info.isFile()) return { ok: false, reason: NOT_A_FILE };
    if (info.size > maxBytes)
      return { ok: false, tooLarge: true, reason: `refused: ${megabytes(info.size)} is over the ${megabytes(maxBytes)} limit` };
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes)
        return {
          ok: false,
          tooLarge: true,
          reason: `refused: more than ${megabytes(maxBytes)} read, over the ${megabytes(maxBytes)} limit`,
        };
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return { ok: true, bytes: Buffer.concat(chunks, total) };
  } catch (caught) {
    return { ok: false, reason: unreadableReason(caught as NodeJS.ErrnoException) };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** A file system error as words a player can act on. */
export function unreadableReason(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return NO_SUCH_FILE;
    case 'EACCES':
    case 'EPERM':
      return 'permission denied: Haven may not read it';
    case 'ENOTDIR':
      return 'a part of this path is not a folder';
    case 'EISDIR':
      return 'a folder, not a file';
    case 'ELOOP':
      return 'a loop of symbolic links';
    case 'EAGAIN':
    case 'ENXIO':
      return NOT_A_FILE;
    default:
      return `cannot be read (${error.code ?? 'unknown error'})`;
  }
}
