import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lyingManyZip, lyingZip } from '../../main/content/hostile-zips.fixture';
import { startHost, type Host } from '../../main/host';
import { watchLoopBusy } from '../support/loop-busy';
import { itWithPeerData, peerPath } from '../support/peer';

/**
 * Issue 26: lying zips still stalled every other request (3.3 s for a 1 MB zip hiding 1 GiB, 6.9 s
 * for 40 × 30 MiB), because the host inflated them on its own event loop. Imports are now read,
 * inflated, parsed and converted on a worker thread: the longest pause of the host's loop during
 * any import stays under 50 ms. Measured as the time the loop was busy (tests/support/loop-busy.ts),
 * not wall time.
 */
let host: Host;
beforeAll(async () => {
  host = await startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-import-load-')), mode: 'test' });
  // The worker is started by the first import (a test host does not keep one warm): not measured.
  await host.invoke('content.import', { files: [{ path: 'x.json', dataBase64: Buffer.from('{}').toString('base64') }] });
});
afterAll(() => host.close());

/** The import's answer and the longest the host's loop was held meanwhile, in ms. */
async function importMeasured(path: string, bytes: Uint8Array) {
  const dataBase64 = Buffer.from(bytes).toString('base64');
  const busy = watchLoopBusy();
  const result = await host.invoke('content.import', { files: [{ path, dataBase64 }] });
  return { result, longest: busy.stop() };
}

it('holds the loop under 50 ms while a zip hiding far more than its size is refused', async () => {
  const { result, longest } = await importMeasured('lying.zip', lyingZip(64 * 1024 * 1024));
  expect(result).toMatchObject({ ok: false, error: expect.stringContaining('unpacks to more than the 32.0 MB limit for one file') });
  expect(longest).toBeLessThan(50);
}, 60_000);

it('holds the loop under 50 ms while many entries, each under the limit, pass the limit for all', async () => {
  const { result, longest } = await importMeasured('many.zip', lyingManyZip(12, 30 * 1024 * 1024));
  expect(result).toMatchObject({ ok: false, error: expect.stringContaining('unpacks to more than the 256.0 MB limit for all files') });
  expect(longest).toBeLessThan(50);
}, 60_000);

itWithPeerData(
  "holds the loop under 50 ms while Gloomhaven Secretariat's gh.json is imported",
  async () => {
    const { result, longest } = await importMeasured('gh.json', readFileSync(peerPath('ghs-data', 'gh.json')));
    expect(result).toMatchObject({ ok: true, value: { counts: { monsterTypes: 60 } } });
    expect(longest).toBeLessThan(50);
  },
  60_000,
);
