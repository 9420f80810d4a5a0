import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';

/**
 * A folder as a zip, every file under one top folder as GitHub zips a repository
 * ("virtual-gloomhaven-board-main/assets/…"). For tests and specs alike: it imports no test runner.
 */
export function zipFolder(root: string, top: string): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else entries[`${top}/${relative(root, full).split('\\').join('/')}`] = readFileSync(full);
    }
  };
  walk(root);
  return zipSync(entries);
}
