import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type Host } from '../../main/host';
import { openDatabase } from '../../main/db/open';
import { ghsTestDataDump, ghsTestGame } from '@shared/exchange/ghs/ghs-backup.fixture';
import type { CampaignFile } from '@shared/exchange';
import { playedCampaign } from './summary.fixture';
import { itWithPeerData, peerPath } from '../support/peer';

let host: Host;
let campaignId: string;
let dataDir: string;

/** The host's answer, or its error sentence as a thrown Error. */
async function call<T>(channel: string, input: unknown): Promise<T> {
  const result = await host.invoke(channel, input);
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'haven-exchange-it-'));
  // The played campaign is written first through the services, then the host opens the same file.
  const opened = await openDatabase(join(dataDir, 'haven.sqlite3'));
  campaignId = (await playedCampaign(opened)).campaignId;
  await opened.close();
  host = await startHost({ dataDir, mode: 'test' });
});
afterAll(() => host?.close());

const counts = async () => {
  const list = await call<unknown[]>('campaigns.list', {});
  return list.length;
};

/** A file without what must differ between two machines' copies: ids and the export time. */
function comparable(file: CampaignFile) {
  const sessionIds = new Map<unknown, string>();
  const sessions = file.scenarioLogs.find((t) => t.table === 'scenario_sessions')?.rows ?? [];
  sessions.forEach((row, i) => sessionIds.set(row.id, `session-${i}`));
  return {
    ...file,
    exportedAt: 'x',
    history: file.history.map((h) =>
      'sessionId' in h.command ? { ...h, command: { ...h.command, sessionId: sessionIds.get(h.command.sessionId) } } : h,
    ),
    campaign: { ...file.campaign, initialState: { ...file.campaign.initialState, id: 'x' }, state: { ...file.campaign.state, id: 'x' } },
    scenarioLogs: file.scenarioLogs.map((t) => ({
      ...t,
      rows: t.rows.map((row) => ({
        ...row,
        ...('id' in row ? { id: sessionIds.get(row.id) } : {}),
        ...('campaign_id' in row ? { campaign_id: 'x' } : {}),
        ...('session_id' in row ? { session_id: sessionIds.get(row.session_id) } : {}),
      })),
    })),
  };
}

describe('campaign exchange through the host', () => {
  it('round-trips a campaign: export, import as new, export again — everything equal, history and scenario logs included', async () => {
    const first = await call<{ text: string; fileName: string }>('exchange.exportCampaign', { campaignId });
    const original = JSON.parse(first.text) as CampaignFile;
    expect(original.history.length).toBeGreaterThan(10);
    expect(original.scenarioLogs.map((t) => [t.table, t.rows.length > 0])).toEqual([
      ['scenario_sessions', true],
      ['scenario_log', true],
    ]);
    const imported = await call<{ campaignId: string; historyEntries: number }>('exchange.importCampaign', { text: first.text });
    expect(imported.campaignId).not.toBe(campaignId);
    expect(imported.historyEntries).toBe(original.history.length);
    const again = JSON.parse(
      (await call<{ text: string }>('exchange.exportCampaign', { campaignId: imported.campaignId })).text,
    ) as CampaignFile;
    expect(again.campaign.state.id).toBe(imported.campaignId);
    expect(comparable(again)).toEqual(comparable(original));
    // The copy's history reads the same, and its scenario summary prints the same page.
    const historyOf = (id: string) => call<{ summary: string; isUndone: boolean }[]>('campaigns.history', { campaignId: id });
    expect(await historyOf(imported.campaignId)).toEqual(await historyOf(campaignId));
    const refs = await call<{ id: string }[]>('summary.scenarios', { campaignId: imported.campaignId });
    const page = await call<{ html: string }>('summary.scenarioHtml', { summaryId: refs[0]!.id });
    expect(page.html).toContain('The Sunken Mill');
  });

  it('refuses malformed and hostile campaign files with the field path, and writes nothing', async () => {
    const { text } = await call<{ text: string }>('exchange.exportCampaign', { campaignId });
    const before = await counts();
    const doc = () => JSON.parse(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const wrongType = doc();
    wrongType.campaign.state.characters[0].xp = '12';
    const huge = doc();
    huge.campaign.state.party.notes = 'n'.repeat(1024 * 1024);
    const newer = { ...doc(), version: 2 };
    const badLog = doc();
    badLog.scenarioLogs[1].rows[0].session_id = 'elsewhere';
    for (const [file, expected] of [
      [wrongType, /campaign\.state\.characters\.0\.xp/],
      [huge, /campaign\.state\.party\.notes: a text of 1,048,576 characters/],
      [newer, /newer Haven: version: 2 \(this Haven reads version 1/],
      [badLog, /scenarioLogs\.1\.rows\.0\.session_id/],
    ] as const) {
      await expect(call('exchange.importCampaign', { text: JSON.stringify(file) })).rejects.toThrow(expected);
    }
    await expect(call('exchange.importCampaign', { text: 'not json' })).rejects.toThrow(/not JSON.*Nothing was changed/);
    await expect(call('exchange.importCampaign', { text: 42 })).rejects.toThrow("Text must be the file's text. Nothing was changed.");
    expect(await counts()).toBe(before);
  });

  it('imports a GHS game export and a GHS data dump, and refuses hostile ones with nothing written', async () => {
    const game = await call<{ campaignId: string; notCarriedOver: string[] }>('exchange.importGhs', {
      text: JSON.stringify(ghsTestGame()),
    });
    const view = await call<{ state: { party: { name: string; reputation: number }; characters: { name: string; classId: string }[] } }>(
      'campaigns.get',
      { campaignId: game.campaignId },
    );
    expect(view.state.party).toMatchObject({ name: 'The Lantern Bearers', reputation: 4 });
    expect(view.state.characters.map((c) => `${c.name} (${c.classId})`)).toEqual([
      'Bramble Tusk (Brute)',
      'Quiet Fern (Doomstalker)',
      'Old Wick (Tinkerer)',
    ]);
    expect(game.notCarriedOver.join(' ')).toContain('looted treasures');
    const dump = await call<{ notCarriedOver: string[] }>('exchange.importGhs', { text: JSON.stringify(ghsTestDataDump()) });
    expect(dump.notCarriedOver.join(' ')).toContain('GHS settings');

    const before = await counts();
    const wrong = ghsTestGame();
    (wrong.party as Record<string, unknown>).scenarios = [{ index: 5, edition: 'gh' }];
    await expect(call('exchange.importGhs', { text: JSON.stringify(wrong) })).rejects.toThrow(/party\.scenarios\.0\.index/);
    const huge = ghsTestGame();
    (huge.characters as Record<string, unknown>[])[0]!.title = 't'.repeat(1024 * 1024);
    await expect(call('exchange.importGhs', { text: JSON.stringify(huge) })).rejects.toThrow(/characters\.0\.title: a text of/);
    await expect(
      call('exchange.importGhs', {
        text: JSON.stringify({ ...ghsTestGame(), edition: 'fh', party: { ...(ghsTestGame().party as object), edition: 'fh' } }),
      }),
    ).rejects.toThrow(/GHS edition "fh"/);
    expect(await counts()).toBe(before);
  });

  itWithPeerData("a GHS backup's campaign reads the installed data of its edition, never the demo pack", async () => {
    const before = await call<{ campaignId: string }>('exchange.importGhs', { text: JSON.stringify(ghsTestGame()) });
    const packsOf = async (id: string) =>
      (await call<{ state: { contentPackIds: string[] } }>('campaigns.get', { campaignId: id })).state.contentPackIds;
    // Only the demo pack installed: nothing to read.
    expect(await packsOf(before.campaignId)).toEqual([]);
    const bytes = readFileSync(peerPath('ghs-data', 'gh.json'));
    await call('content.import', { files: [{ path: 'gh.json', dataBase64: bytes.toString('base64') }] });
    const after = await call<{ campaignId: string }>('exchange.importGhs', { text: JSON.stringify(ghsTestGame()) });
    expect(await packsOf(after.campaignId)).toEqual(['ghs-gh1']);
  });
});
