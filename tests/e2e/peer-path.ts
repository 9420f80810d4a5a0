import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** ../shared/peer beside the checkout (Playwright loads specs as CommonJS, so no import.meta here). */
export function peerPath(...parts: string[]): string {
  const shared = process.env.HAVEN_SHARED_DIR ?? resolve(__dirname, '..', '..', '..', 'shared');
  return resolve(shared, 'peer', ...parts);
}

export const hasPeerData = (): boolean => existsSync(peerPath());

/** The same words as tests/support/peer.ts (a spec cannot import it: it uses import.meta). */
export const PEER_DATA_MISSING = 'skipped: the community data is not in ../shared/peer beside the checkout';
