import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/**
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

/**
 * What a test needing the peer data says when it is not there: the same words everywhere (a
 * Playwright spec says them through tests/e2e/peer-path.ts, which cannot import this file).
 */
export const PEER_DATA_MISSING = 'skipped: the community data is not in ../shared/peer beside the checkout';

/**
 * A group of tests that reads the peer data: run when it is there; else one skipped test in its
 * place saying PEER_DATA_MISSING (the body, which may read the data, is not run).
 */
export function describeWithPeerData(name: string, body: () => void): void {
  if (hasPeerData()) describe(name, body);
  else describe(name, () => it.skip(PEER_DATA_MISSING, () => {}));
}

/** One test that reads the peer data: run when it is there, else skipped saying PEER_DATA_MISSING. */
export function itWithPeerData(name: string, body: () => unknown, timeout?: number): void {
  if (hasPeerData()) it(name, body, timeout);
  else it.skip(`${name} (${PEER_DATA_MISSING})`, () => {});
}
