import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createCampaignService } from '../../main/services/campaigns';
import { killWriters, startWriter } from '../support/writer';

afterEach(killWriters);

const KILLS = 20;

/** The party names the history holds, oldest first, and the live ones. */
function recorded(file: string, campaignId: string): { all: Set<string>; live: string[] } {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const rows = db
      .prepare("select json_extract(command, '$.name') as name, is_undone from campaign_history where campaign_id = ? order by seq")
      .all(campaignId) as Array<{ name: string; is_undone: number }>;
    return { all: new Set(rows.map((r) => r.name)), live: rows.filter((r) => r.is_undone === 0).map((r) => r.name) };
  } finally {
    db.close();
  }
}

describe('kill -9 while a client writes', () => {
  it(`loses no acknowledged command and damages nothing over ${KILLS} kills at random moments, and undo and redo still work`, async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'haven-crash-')), 'haven.sqlite3');
    const setup = await openDatabase(file);
    const campaignId = (await createCampaignService(setup.db).create({ name: 'Frost Road', edition: 'gh1', mode: 'campaign' })).state.id;
    await setup.close();

    let next = 1;
    const acknowledged: string[] = [];
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const writer = startWriter([join(file, '..'), campaignId, 'party', '1000000', 'sequential', String(next)]);
      await writer.waitFor((line) => line.startsWith('ack '));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 250));
      writer.child.kill('SIGKILL');
      expect(await writer.exited).toBeNull();
      const acks = writer.lines.filter((line) => line.startsWith('ack ')).map((line) => Number(line.slice(4)));
      acknowledged.push(...acks.map((n) => `party-${n}`));
      next = Math.max(next, ...acks) + 2; // one may have been written but not acknowledged

      const raw = new BetterSqlite3(file);
      expect(raw.prepare('PRAGMA integrity_check').pluck().all()).toEqual(['ok']);
      raw.close();
      const { all, live } = recorded(file, campaignId);
      expect(acknowledged.filter((name) => !all.has(name))).toEqual([]);

      // The campaign is whole: its state is its newest command, and undo and redo move through it.
      const opened = await openDatabase(file);
      const campaigns = createCampaignService(opened.db);
      expect((await campaigns.get(campaignId)).state.party.name).toBe(live.at(-1));
      expect((await campaigns.undo(campaignId)).state.party.name).toBe(live.at(-2) ?? '');
      expect((await campaigns.redo(campaignId)).state.party.name).toBe(live.at(-1));
      await opened.close();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS);
  }, 300_000);
});
