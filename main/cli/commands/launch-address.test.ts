import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWebHost } from '../../../tests/support/web-host';
import { LAUNCH_FILE_NAME, writeLaunchFile } from '../../web/launch-file';
import { launchAddressCommand } from './launch-address';

let saved: string | undefined;
let dataDir: string;
beforeEach(() => {
  saved = process.env.HAVEN_DATA_DIR;
  dataDir = mkdtempSync(join(tmpdir(), 'haven-launch-address-'));
  process.env.HAVEN_DATA_DIR = dataDir;
});
afterEach(() => {
  if (saved === undefined) delete process.env.HAVEN_DATA_DIR;
  else process.env.HAVEN_DATA_DIR = saved;
});

function collect() {
  const text = { out: '', err: '' };
  return { io: { out: (t: string) => void (text.out += t), err: (t: string) => void (text.err += t), cwd: dataDir }, text };
}

describe('launch-address', () => {
  it('asks the running host for a new address, good once', async () => {
    const served = await startWebHost({ isKeyReusable: false, controlSecret: 's'.repeat(43) });
    const launchFile = writeLaunchFile(dataDir, served.web.port, 's'.repeat(43));
    try {
      const { io, text } = collect();
      expect(await launchAddressCommand.run([], io)).toBe(0);
      expect(text.out).toMatch(
        new RegExp(`^Open ${served.web.origin}/open/[A-Za-z0-9_-]{43} in your browser: it lets one browser in, once\\.\\n$`),
      );
    } finally {
      launchFile.remove();
      await served.close();
    }
  });

  it('says so when no Haven runs in browser mode on the data folder, or another program answers', async () => {
    const none = collect();
    expect(await launchAddressCommand.run([], none.io)).toBe(2);
    expect(none.text.err).toMatch(/^Haven is not running in browser mode on .+: start it with "npm start"/);
    const served = await startWebHost({ isKeyReusable: false, controlSecret: 's'.repeat(43) });
    writeFileSync(join(dataDir, LAUNCH_FILE_NAME), JSON.stringify({ port: served.web.port, control: 'w'.repeat(43) }));
    try {
      const wrong = collect();
      expect(await launchAddressCommand.run([], wrong.io)).toBe(2);
      expect(wrong.text.err).toMatch(/did not give a new address/);
    } finally {
      await served.close();
    }
  });
});
