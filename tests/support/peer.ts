import { describe, it } from 'vitest';
import { hasPeerData } from './peer-path';

export { hasPeerData, peerPath, readPeerJson, sharedPath, sharedRoot } from './peer-path';

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
