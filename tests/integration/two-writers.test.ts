import BetterSqlite3 from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createCampaignService } from '../../main/services/campaigns';
import { killWriters, startWriter } from '../support/writer';

afterEach(killWriters);

const PER_HOST = 1000;

describe('two hosts writing to one file', () => {
  it(`queue ${2 * PER_HOST} concurrent writes and refuse none`, async () => {
    // In memory where the system has it: the test is about the lock, and every commit syncs.
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    const dir = mkdtempSync(join(base, 'haven-two-writers-'));
    const file = join(dir, 'haven.sqlite3');
    const setup = await openDatabase(file);
    const campaignId = (await createCampaignService(setup.db).create({ name: 'Frost Road', edition: 'gh1', mode: 'campaign' })).state.id;
    await setup.close();

    const writers = ['left', 'right'].map((prefix) => startWriter([dir, campaignId, prefix, String(PER_HOST), 'concurrent']));
    await Promise.all(writers.map((w) => w.waitFor((line) => line === 'ready', 120_000)));
    for (const writer of writers) writer.child.stdin?.write('go\n');
    const refused = await Promise.all(writers.map((w) => w.waitFor((line) => line.startsWith('refused '), 400_000)));
    await Promise.all(writers.map((w) => w.exited));

    expect(refused).toEqual(['refused 0', 'refused 0']);
    const db = new BetterSqlite3(file, { readonly: true });
    expect(db.prepare('select count(*) from campaign_history where campaign_id = ?').pluck().get(campaignId)).toBe(2 * PER_HOST);
    expect(db.prepare('PRAGMA integrity_check').pluck().all()).toEqual(['ok']);
    db.close();
    rmSync(dir, { recursive: true, force: true }); // memory, where it is in /dev/shm
  }, 600_000);
});
