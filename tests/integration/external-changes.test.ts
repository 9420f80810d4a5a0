import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHost, type Host } from '../../main/host';
import { openDatabase } from '../../main/db/open';
import { createCampaignService } from '../../main/services/campaigns';

let host: Host | undefined;
afterEach(async () => host?.close());

describe('changes made outside the host (the command line) reach open windows', () => {
  it('a write through another connection to the same file is announced as "campaigns changed"', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-external-'));
    host = await startHost({ dataDir, mode: 'test' });
    const heard: Array<[string, unknown]> = [];
    host.subscribe((event, payload) => heard.push([event, payload]));

    // The host's own writes are announced by their handlers, not twice by the watcher.
    await host.invoke('campaigns.create', { name: 'Inside', edition: 'gh1' });
    const ownAnnouncements = heard.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(heard.length).toBe(ownAnnouncements);

    // As `npm run haven -- new-campaign` does: its own connection to the file.
    const cli = await openDatabase(host.dataFile);
    await createCampaignService(cli.db).create({ name: 'From the command line', edition: 'gh1', mode: 'campaign' });
    await cli.close();
    await expect.poll(() => heard.slice(ownAnnouncements), { timeout: 3000 }).toEqual([['campaigns.changed', { campaignId: null }]]);
  });
});
