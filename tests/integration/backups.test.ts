import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startHost, type Host } from '../../main/host';
import { runCli } from '../../main/cli/run';
import { backupsADayOlder } from '../support/backups';

const hosts: Host[] = [];
afterEach(async () => {
  while (hosts.length) await hosts.pop()?.close();
});

async function hostOn(dataDir: string) {
  const host = await startHost({ dataDir, mode: 'test' });
  hosts.push(host);
  const call = async <T>(channel: string, input: unknown): Promise<T> => {
    const result = await host.invoke(channel, input);
    if (!result.ok) throw new Error(result.error);
    return result.value as T;
  };
  return { host, call };
}

type Listing = { backups: Array<{ name: string; kind: string; campaigns: number | null }> };

function collect() {
  const text = { out: '', err: '' };
  return { io: { out: (t: string) => void (text.out += t), err: (t: string) => void (text.err += t), cwd: process.cwd() }, text };
}

describe('backups through the host', () => {
  it('issue 26: a daily backup that could not be written is shown by the Backups place, its reason in haven.log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-backups-it-'));
    // A file where the backups folder goes: the day's copy cannot be written, as on a full disk.
    writeFileSync(join(dataDir, 'backups'), 'not a folder');
    const { call } = await hostOn(dataDir);
    const listing = await call<Listing & { dailyFailedAt: string | null }>('backups.list', {});
    expect(listing.dailyFailedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(readFileSync(join(dataDir, 'haven.log'), 'utf8')).toContain('The daily backup failed:');
    // The data file works as ever.
    await call('campaigns.create', { name: 'Frost Road', edition: 'gh1', mode: 'campaign' });

    const written = await hostOn(mkdtempSync(join(tmpdir(), 'haven-backups-it-')));
    expect((await written.call<{ dailyFailedAt: string | null }>('backups.list', {})).dailyFailedAt).toBeNull();
  });

  it("writes a backup when the file is created and the day's at the first open, restores it in the running host, which keeps working on the restored file", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-backups-it-'));
    const first = await hostOn(dataDir);
    // Issue 26: the first backup is written when the data file is created, not on the next day's start.
    expect((await first.call<Listing>('backups.list', {})).backups.map((b) => [b.kind, b.campaigns])).toEqual([['daily', 0]]);
    await first.call('campaigns.create', { name: 'Frost Road', edition: 'gh1', mode: 'campaign' });
    await hosts.pop()?.close();
    backupsADayOlder(dataDir);

    const { host, call } = await hostOn(dataDir);
    const seen: string[] = [];
    host.subscribe((event) => seen.push(event));
    await call('campaigns.create', { name: 'Later Mistake', edition: 'gh2', mode: 'campaign' });
    const listing = await call<Listing>('backups.list', {});
    expect(listing.backups.map((b) => [b.kind, b.campaigns])).toEqual([
      ['daily', 1],
      ['daily', 0],
    ]);

    const restored = await call<{ restored: string; keptAside: string }>('backups.restore', { name: listing.backups[0]!.name });
    expect(restored.keptAside).toMatch(/before-restore/);
    expect(seen).toContain('campaigns.changed');
    const campaigns = await call<Array<{ id: string; name: string }>>('campaigns.list', {});
    expect(campaigns.map((c) => c.name)).toEqual(['Frost Road']);
    // The host writes to the restored file.
    await call('campaigns.execute', { campaignId: campaigns[0]!.id, command: { type: 'RenameParty', name: 'Lantern Bearers' } });
    expect((await call<{ state: { party: { name: string } } }>('campaigns.get', { campaignId: campaigns[0]!.id })).state.party.name).toBe(
      'Lantern Bearers',
    );
    const after = await call<Listing>('backups.list', {});
    expect(after.backups.find((b) => b.kind === 'before-restore')?.campaigns).toBe(2);
  });

  it('refuses a name from outside the list, with nothing changed', async () => {
    const { host } = await hostOn(mkdtempSync(join(tmpdir(), 'haven-backups-it-')));
    for (const name of ['../haven.sqlite3', 'haven.sqlite3', 'x'.repeat(500)]) {
      const result = await host.invoke('backups.restore', { name });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/Nothing was changed/);
    }
  });

  it('writes a backup before a scenario settlement', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-backups-it-'));
    const { host, call } = await hostOn(dataDir);
    await call('campaigns.create', { name: 'Frost Road', edition: 'gh1', mode: 'campaign' });
    // The settlement itself is refused (no such session), but the copy from just before is there.
    const result = await host.invoke('scenarios.settle', { sessionId: 'none', battleGoalCheckmarks: {} });
    expect(result.ok).toBe(false);
    expect((await call<Listing>('backups.list', {})).backups.map((b) => [b.kind, b.campaigns])).toEqual([
      ['before-settlement', 1],
      ['daily', 0],
    ]);
  });
});

describe('backups on the command line', () => {
  it('restores while the app is running, and the running host reads and writes the restored data', async () => {
    const saved = process.env.HAVEN_DATA_DIR;
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-backups-live-'));
    process.env.HAVEN_DATA_DIR = dataDir;
    try {
      const first = await hostOn(dataDir);
      await first.call('campaigns.create', { name: 'Frost Road', edition: 'gh1', mode: 'campaign' });
      await hosts.pop()?.close();
      backupsADayOlder(dataDir);
      const { call } = await hostOn(dataDir); // the day's backup: one campaign
      await call('campaigns.create', { name: 'Later Mistake', edition: 'gh2', mode: 'campaign' });
      const [backup] = (await call<Listing>('backups.list', {})).backups;

      expect(await runCli(['restore-backup', backup!.name], collect().io)).toBe(0);
      const campaigns = await call<Array<{ id: string; name: string }>>('campaigns.list', {});
      expect(campaigns.map((c) => c.name)).toEqual(['Frost Road']);
      await call('campaigns.execute', { campaignId: campaigns[0]!.id, command: { type: 'RenameParty', name: 'Lantern Bearers' } });
      const db = new BetterSqlite3(join(dataDir, 'haven.sqlite3'), { readonly: true });
      expect(db.prepare('select count(*) from campaigns').pluck().get()).toBe(1);
      expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
      db.close();
    } finally {
      if (saved === undefined) delete process.env.HAVEN_DATA_DIR;
      else process.env.HAVEN_DATA_DIR = saved;
    }
  });

  it('lists backups and restores one into a file so damaged that Haven refuses to open it', async () => {
    const saved = process.env.HAVEN_DATA_DIR;
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-backups-cli-'));
    process.env.HAVEN_DATA_DIR = dataDir;
    try {
      expect(await runCli(['new-campaign', 'Frost', 'Road'], collect().io)).toBe(0);
      backupsADayOlder(dataDir);
      expect(await runCli(['campaigns'], collect().io)).toBe(0); // the first open of the next day: the day's backup
      const list = collect();
      expect(await runCli(['backups'], list.io)).toBe(0);
      expect(list.text.out).toMatch(/haven-\S+-daily\.sqlite3 {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC {2}daily {2}1 campaign /);
      const name = /(haven-\S+-daily\.sqlite3)/.exec(list.text.out)![1]!;

      // Damage the data file: its second and third pages are overwritten.
      const fd = openSync(join(dataDir, 'haven.sqlite3'), 'r+');
      writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, 4096);
      closeSync(fd);
      const refused = collect();
      expect(await runCli(['campaigns'], refused.io)).toBe(2);
      expect(refused.text.err).toMatch(/is damaged|not a Haven data file/);

      const restore = collect();
      expect(await runCli(['restore-backup', name], restore.io)).toBe(0);
      expect(restore.text.out).toMatch(/Restored .* kept as haven-\S+-before-restore\.sqlite3/s);
      const campaigns = collect();
      expect(await runCli(['campaigns'], campaigns.io)).toBe(0);
      expect(campaigns.text.out).toContain('Frost Road');
      const db = new BetterSqlite3(join(dataDir, 'haven.sqlite3'), { readonly: true });
      expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
      db.close();
    } finally {
      if (saved === undefined) delete process.env.HAVEN_DATA_DIR;
      else process.env.HAVEN_DATA_DIR = saved;
    }
  });
});

describe('six restores in a row (issue 26)', () => {
  it('never delete the only copy of the newest data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-backups-six-'));
    const { call } = await hostOn(dataDir);
    await call('campaigns.create', { name: 'Frost Road', edition: 'gh1', mode: 'campaign' });
    await hosts.pop()?.close();
    backupsADayOlder(dataDir);
    // The newest campaign, which no backup holds yet; then the day's backup is put back six times.
    const later = await hostOn(dataDir);
    await later.call('campaigns.create', { name: 'Newest Campaign', edition: 'gh2', mode: 'campaign' });
    const daily = (await later.call<Listing>('backups.list', {})).backups.find((b) => b.kind === 'daily' && b.campaigns === 1)!;
    for (let i = 0; i < 6; i++) await later.call('backups.restore', { name: daily.name });
    const kept = (await later.call<Listing>('backups.list', {})).backups;
    const holdsNewest = kept.filter((b) => {
      const db = new BetterSqlite3(join(dataDir, 'backups', b.name), { readonly: true });
      try {
        return (db.prepare('select name from campaigns').pluck().all() as string[]).includes('Newest Campaign');
      } finally {
        db.close();
      }
    });
    expect(holdsNewest.map((b) => b.kind)).toEqual(['before-restore']);
  });
});
