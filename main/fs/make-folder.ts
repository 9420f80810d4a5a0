import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * `mkdir -p` that always ends. Node's own recursive mkdir loops forever where the kernel answers
 * ENOENT for a folder whose parent exists (under /proc, for example), so a HAVEN_DATA_DIR there
 * hung the command line. This walks up to the nearest folder that exists and creates each missing
 * one below it, one call each, and lets the first failure through as it is (ENOENT, EACCES,
 * ENOTDIR, EROFS…) for the caller to word.
 */
export function makeFolderSync(path: string): void {
  const target = resolve(path);
  const missing: string[] = [];
  for (let folder = target; ; folder = dirname(folder)) {
    const found = statSync(folder, { throwIfNoEntry: false });
    if (found) {
      if (!found.isDirectory()) throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${target}'`), notDirectory(target));
      break;
    }
    missing.push(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // Another process made it between the look and the make: that is what was wanted.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

function notDirectory(path: string) {
  return { code: 'ENOTDIR', syscall: 'mkdir', path, errno: -20 };
}
