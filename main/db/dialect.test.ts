import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignCommandSchema } from '@shared/rules/campaign';
import { createCampaignService, type CampaignService } from '../services/campaigns';
import { openDatabase, type OpenedDatabase } from './open';
import { StorageError } from './storage-errors';

let opened: OpenedDatabase;
let campaigns: CampaignService;
beforeEach(async () => {
  opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-full-')), 'haven.sqlite3'));
  campaigns = createCampaignService(opened.db);
});
afterEach(() => opened.close());

const note = (n: number) => campaignCommandSchema.parse({ type: 'RenameParty', name: `Lantern Bearers ${n}` });

describe('a full disk', () => {
  it('is reported as a full disk with nothing changed, and writing resumes once there is room', async () => {
    const { state } = await campaigns.create({ name: 'Frost Road', edition: 'gh1', mode: 'campaign' });
    // SQLITE_FULL without filling a disk: the file may not grow past the pages it has now.
    opened.sqlite.pragma(`max_page_count = ${opened.sqlite.pragma('page_count', { simple: true }) as number}`);
    let refusal: unknown = null;
    let written = 0;
    for (let n = 1; n <= 500 && !refusal; n += 1) {
      await campaigns.execute(state.id, note(n)).then(
        () => (written = n),
        (error: unknown) => (refusal = error),
      );
    }
    expect(refusal).toBeInstanceOf(StorageError);
    expect((refusal as Error).message).toMatch(/^The disk is full; nothing was changed\./);
    expect((refusal as Error).message).not.toMatch(/rollback|transaction|SQLITE/i);
    const after = await campaigns.get(state.id);
    expect(after.state.party.name).toBe(`Lantern Bearers ${written}`);
    expect((await campaigns.history(state.id, 1000)).length).toBe(written);

    opened.sqlite.pragma('max_page_count = 1073741823');
    await campaigns.execute(state.id, note(9999));
    expect((await campaigns.get(state.id)).state.party.name).toBe('Lantern Bearers 9999');
    expect(opened.sqlite.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
  });
});
