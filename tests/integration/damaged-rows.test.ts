import { closeSync, mkdtempSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignFile } from '@shared/exchange';
import type { CampaignSummary, CampaignView } from '@shared/ipc/campaign-types';
import { startHost, type Host } from '../../main/host';

/**
 * Issue 26: random bytes inside a row pass SQLite's quick_check (the pages' structure is sound),
 * and reads then answered "a fault in Haven itself"; in one seed every campaign vanished from the
 * list though nine of ten were intact. Each seed here writes random bytes into one campaign's saved
 * state, in the file itself, while Haven is closed.
 */
const hosts: Host[] = [];
afterEach(async () => {
  while (hosts.length) await hosts.pop()?.close();
});

async function hostOn(dataDir: string): Promise<Host> {
  const host = await startHost({ dataDir, mode: 'test' });
  hosts.push(host);
  return host;
}

async function value<T>(host: Host, channel: string, input: unknown): Promise<T> {
  const result = await host.invoke(channel, input);
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
}

/** Ten campaigns, each party named with a marker its saved state alone holds. */
async function tenCampaigns(dataDir: string): Promise<string[]> {
  const host = await hostOn(dataDir);
  const ids: string[] = [];
  for (let n = 1; n <= 10; n++) {
    const { state } = await value<CampaignView>(host, 'campaigns.create', { name: `Campaign ${n}`, edition: 'gh1', mode: 'campaign' });
    await value(host, 'campaigns.execute', {
      campaignId: state.id,
      command: { type: 'RenameParty', name: `Party-marker-${n}-${'x'.repeat(40)}` },
    });
    ids.push(state.id);
  }
  await hosts.pop()?.close();
  return ids;
}

/** A small seeded generator, so a failure can be replayed. */
function bytesFrom(seed: number, count: number): Buffer {
  let x = seed * 7919;
  return Buffer.from(Array.from({ length: count }, () => ((x = (x * 1103515245 + 12345) & 0x7fffffff), (x >> 8) & 0xff)));
}

/** Writes `bytes` into the saved state of campaign `n`: where its party's name stands in the file. */
function damageStateOf(dataDir: string, n: number, bytes: Buffer): void {
  const file = join(dataDir, 'haven.sqlite3');
  const at = readFileSync(file).indexOf(`"party":{"name":"Party-marker-${n}-`);
  expect(at).toBeGreaterThan(0);
  const fd = openSync(file, 'r+');
  writeSync(fd, bytes, 0, bytes.length, at + 10);
  closeSync(fd);
}

describe('a campaign whose row is damaged (issue 26)', () => {
  it.each([1, 2, 3, 4, 5])(
    'is named damaged with what to do, while the others stay listed and usable (seed %i)',
    async (seed) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'haven-damaged-rows-'));
      const ids = await tenCampaigns(dataDir);
      const hit = 1 + ((seed * 3) % 10);
      damageStateOf(dataDir, hit, bytesFrom(seed, 24));

      const host = await hostOn(dataDir);
      const listed = await value<CampaignSummary[]>(host, 'campaigns.list', {});
      expect(listed.map((c) => c.id).sort()).toEqual([...ids].sort());
      expect(listed.filter((c) => c.isDamaged).map((c) => c.name)).toEqual([`Campaign ${hit}`]);

      const damagedId = ids[hit - 1]!;
      const sentence = new RegExp(
        `^The campaign "Campaign ${hit}" is damaged in the data file: its saved state cannot be read\\. ` +
          'Restore a backup \\(Backups\\), or export what can still be read with "Export what can be read" on its card under Campaigns\\. ' +
          'Nothing was changed\\.$',
      );
      for (const [channel, input] of [
        ['campaigns.get', { campaignId: damagedId }],
        ['campaigns.execute', { campaignId: damagedId, command: { type: 'RenameParty', name: 'Again' } }],
        ['campaigns.history', { campaignId: damagedId }],
      ] as const) {
        const refused = await host.invoke(channel, input);
        expect(refused, channel).toMatchObject({ ok: false, code: 'request', error: expect.stringMatching(sentence) });
      }
      // What can still be read leaves as a file: the campaign rebuilt from its history.
      const exported = await value<{ text: string; leftOut: string[] }>(host, 'exchange.exportCampaign', { campaignId: damagedId });
      expect((JSON.parse(exported.text) as CampaignFile).campaign.state.party.name).toMatch(new RegExp(`^Party-marker-${hit}-`));
      expect(exported.leftOut).toEqual([
        "The campaign's saved state could not be read (part of the data file is damaged), so the file holds the campaign as its history rebuilds it.",
      ]);

      for (const id of ids.filter((other) => other !== damagedId)) {
        const view = await value<CampaignView>(host, 'campaigns.execute', {
          campaignId: id,
          command: { type: 'ChangeReputation', delta: 1 },
        });
        expect(view.state.party.reputation).toBe(1);
      }
    },
    60_000,
  );
});

describe('a scenario or a Founders game whose row is damaged', () => {
  it('is listed as damaged, and opening it is refused in words while the others go on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-damaged-rows-'));
    let host = await hostOn(dataDir);
    const game = (id: string) => value<{ id: string }>(host, 'founders.create', { name: id, players: [{ colour: 'Blue', race: 'Inox' }] });
    const [broken, sound] = [await game('Broken table'), await game('Sound table')];
    const scenario = await value<{ id: string }>(host, 'scenarios.start', {
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characters: [{ name: 'Ada', classId: 'lanternwright', level: 1 }],
      scenarioLevel: 1,
    });
    await hosts.pop()?.close();
    const raw = new BetterSqlite3(join(dataDir, 'haven.sqlite3'));
    raw.prepare('update founders_games set state = substr(state, 1, 40) where id = ?').run(broken.id);
    raw.prepare('update scenario_sessions set state = replace(state, \'"round":\', \'"round":"one","x":\') where id = ?').run(scenario.id);
    raw.close();

    host = await hostOn(dataDir);
    const games = await value<Array<{ name: string; isDamaged: boolean }>>(host, 'founders.list', {});
    expect(games.map((g) => [g.name, g.isDamaged]).sort()).toEqual([
      ['Broken table', true],
      ['Sound table', false],
    ]);
    expect(await host.invoke('founders.get', { gameId: broken.id })).toMatchObject({
      ok: false,
      error:
        'The Founders game "Broken table" is damaged in the data file: its saved state cannot be read. Restore a backup (Backups). Nothing was changed.',
    });
    expect((await host.invoke('founders.get', { gameId: sound.id })).ok).toBe(true);
    const sessions = await value<Array<{ name: string; isDamaged?: boolean }>>(host, 'scenarios.list', {});
    expect(sessions.map((s) => s.isDamaged)).toEqual([true]);
    expect(await host.invoke('scenarios.get', { sessionId: scenario.id })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The scenario ".+" is damaged in the data file: its saved state cannot be read\. Restore a backup/),
    });
  });
});
