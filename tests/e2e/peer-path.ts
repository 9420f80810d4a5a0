import { resolve } from 'node:path';

/** ../shared/peer beside the checkout (Playwright loads specs as CommonJS, so no import.meta here). */
export function peerPath(...parts: string[]): string {
  const shared = process.env.HAVEN_SHARED_DIR ?? resolve(__dirname, '..', '..', '..', 'shared');
  return resolve(shared, 'peer', ...parts);
}
