import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the peer data is, for tests and benchmarks alike: this file must not import vitest (the
 * benchmarks run under plain tsx, where vitest refuses to load).
 *
 * The peer projects' data lives in `../shared/peer` beside the checkout (and in CI). Tests read it
 * from there; it is never copied into the project.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sharedRoot = process.env.HAVEN_SHARED_DIR ?? resolve(repoRoot, '..', 'shared');

export function peerPath(...parts: string[]): string {
  return resolve(sharedRoot, 'peer', ...parts);
}

export function sharedPath(...parts: string[]): string {
  return resolve(sharedRoot, ...parts);
}

export function hasPeerData(): boolean {
  return existsSync(resolve(sharedRoot, 'peer'));
}

export function readPeerJson<T = unknown>(...parts: string[]): T {
  return JSON.parse(readFileSync(peerPath(...parts), 'utf8')) as T;
}
