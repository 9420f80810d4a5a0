import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignCommandSchema, type CampaignCommandInput } from '@shared/rules/campaign';
import { ghsTestGame } from '@shared/exchange/ghs/ghs-backup.fixture';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { createCampaignService, type CampaignService } from './campaigns';
import { RequestError } from './errors';
import { createExchangeService, type ExchangeService } from './exchange';
import { createContentService } from './content';
import { importPackFromPath } from '../content/import-pack';
import { itWithPeerData, peerPath } from '../../tests/support/peer';

let opened: OpenedDatabase;
let campaigns: CampaignService;
let exchange: ExchangeService;
let ids = 0;

beforeEach(async () => {
  opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-exchange-')), 'haven.sqlite3'));
  const options = { newId: () => `id-${++ids}`, now: () => new Date('2026-11-29T12:00:00Z') };
  campaigns = createCampaignService(opened.db, options);
  exchange = createExchangeService(opened.db, createContentService(opened.db), options);
});
afterEach(() => opened.close());

async function playedCampaign(): Promise<string> {
  const { state } = await campaigns.create({ name: 'Frost Road', edition: 'gh2', mode: 'campaign' });
  const run = (input: CampaignCommandInput) => campaigns.execute(state.id, campaignCommandSchema.parse(input));
  await run({ type: 'RenameParty', name: 'Lantern Bearers' });
  await run({ type: 'CreateCharacter', characterId: 'ch-1', classId: 'Brute', name: 'Bramble', gold: 30 });
  await run({ type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' });
  await run({ type: 'RecordScenarioResult', scenarioId: '1', outcome: 'success' });
  await run({ type: 'GainExperience', characterId: 'ch-1', amount: 14 });
  await run({ type: 'ChangeGold', characterId: 'ch-1', amount: 12 });
  await campaigns.undo(state.id);
  return state.id;
}

const count = async (table: 'campaigns' | 'campaign_history') =>
  Number(
    (
      await opened.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('exchange service', () => {
  it('exports a campaign with its whole history (undone entries too) and imports it as a new campaign', async () => {
    const id = await playedCampaign();
    const { file, fileName } = await exchange.exportCampaign(id);
    expect(fileName).toBe('Frost-Road.haven-campaign.json');
    expect(file.history).toHaveLength(6);
    expect(file.history.at(-1)!.isUndone).toBe(true);
    const imported = await exchange.importCampaign(JSON.stringify(file));
    expect(imported.campaignId).not.toBe(id);
    const copy = await campaigns.get(imported.campaignId);
    expect({ ...copy.state, id }).toEqual((await campaigns.get(id)).state);
    expect(copy.canRedo).toBe(true);
    // Undo and redo work on the copy as on the original: its initial state came along.
    const redone = await campaigns.redo(imported.campaignId);
    expect(redone.state.characters[0]!.gold).toBe(42);
  });

  it('refuses a bad file with the field path and writes nothing', async () => {
    const id = await playedCampaign();
    const { file } = await exchange.exportCampaign(id);
    const before = [await count('campaigns'), await count('campaign_history')];
    const broken = JSON.parse(JSON.stringify(file));
    broken.history[1].command.gold = 'plenty';
    await expect(exchange.importCampaign(JSON.stringify(broken))).rejects.toThrow(/history\.1\.command\.gold: .*Nothing was changed/);
    await expect(exchange.importCampaign(JSON.stringify({ ...file, version: 7 }))).rejects.toBeInstanceOf(RequestError);
    expect([await count('campaigns'), await count('campaign_history')]).toEqual(before);
  });

  it('refuses a campaign whose content pack is not installed, naming the pack by its title, and writes nothing (issue 29)', async () => {
    await createContentService(opened.db).offerDemoPack();
    const { state } = await campaigns.create({ name: 'Mill Road', edition: 'gh1', mode: 'campaign' });
    await campaigns.execute(state.id, campaignCommandSchema.parse({ type: 'UseContentPacks', packIds: ['haven-demo-gh1'] }));
    const { file } = await exchange.exportCampaign(state.id);
    expect(file.contentPacks).toEqual([{ id: 'haven-demo-gh1', name: 'Haven demo: The Sunken Mill' }]);
    // With the pack installed the file imports; on a machine without it, it is refused.
    await expect(exchange.importCampaign(JSON.stringify(file))).resolves.toMatchObject({ name: 'Mill Road' });
    const other = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-exchange-')), 'haven.sqlite3'));
    try {
      const elsewhere = createExchangeService(other.db, createContentService(other.db), { newId: () => `x-${++ids}` });
      await expect(elsewhere.importCampaign(JSON.stringify(file))).rejects.toThrow(
        /^This campaign is played with the content pack "Haven demo: The Sunken Mill", which is not installed here\. Import it under Content first, then import the campaign again\. Nothing was changed\.$/,
      );
      // A file from before the titles were written: no id in the sentence, only what to do.
      const { contentPacks: _left, ...older } = file;
      const refusal = elsewhere.importCampaign(JSON.stringify(older));
      await expect(refusal).rejects.toThrow(
        /a content pack that is not installed here.*Import the data .* under Content first.*Nothing was changed\./,
      );
      await expect(refusal).rejects.not.toThrow(/haven-demo/);
      const rows = await other.db.selectFrom('campaigns').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      other.close();
    }
  });

  it('rolls back the campaign row when a later insert fails', async () => {
    const id = await playedCampaign();
    const { file } = await exchange.exportCampaign(id);
    const before = await count('campaigns');
    const withLog = { ...file, scenarioLogs: [{ table: 'scenario_log', rows: [{ session_id: 'nowhere', seq: 1 }] }] };
    await expect(exchange.importCampaign(JSON.stringify(withLog))).rejects.toThrow(/scenarioLogs\.0\.rows\.0\.session_id/);
    expect(await count('campaigns')).toBe(before);
  });

  it('imports a Gloomhaven Secretariat save as a new campaign and says what was left behind', async () => {
    const imported = await exchange.importGhs(JSON.stringify(ghsTestGame()));
    const { state, canUndo } = await campaigns.get(imported.campaignId);
    expect(state.name).toBe('The Lantern Bearers');
    expect(state.characters.map((c) => c.name)).toEqual(['Bramble Tusk', 'Quiet Fern', 'Old Wick']);
    expect(canUndo).toBe(false);
    expect(imported.notCarriedOver.length).toBeGreaterThan(0);
  });

  it('refuses a hostile GHS save and writes nothing', async () => {
    const before = await count('campaigns');
    const game = ghsTestGame();
    (game.party as Record<string, unknown>).name = 'z'.repeat(1024 * 1024);
    await expect(exchange.importGhs(JSON.stringify(game))).rejects.toThrow(/party\.name: a text of/);
    await expect(exchange.importGhs(JSON.stringify({ ...ghsTestGame(), characters: 'none' }))).rejects.toThrow(/characters: /);
    expect(await count('campaigns')).toBe(before);
  });
});

describe('GHS import with the real GHS data installed as a content pack', () => {
  itWithPeerData('names scenarios and items, and lists what the completed scenarios unlocked', async () => {
    const content = createContentService(opened.db);
    await importPackFromPath(content, peerPath('ghs-data', 'gh.json'), { edition: 'gh1' });
    const imported = await exchange.importGhs(JSON.stringify(ghsTestGame()));
    const { state } = await campaigns.get(imported.campaignId);
    const scenario = (id: string) => state.scenarios.find((s) => s.id === id);
    expect(scenario('1')).toMatchObject({ name: 'Black Barrow', isCompleted: true });
    // Completing scenario 1 unlocks scenario 2, and scenario 2 unlocks 3 and 4 (the campaign's flow chart).
    expect(scenario('4')).toMatchObject({ isUnlocked: true, isCompleted: false });
    expect(state.characters[0]!.items.some((i) => !i.startsWith('Item '))).toBe(true);
    expect(imported.notCarriedOver.join(' ')).not.toContain('Scenarios unlocked by completed scenarios');
  });
});

describe('exporting a campaign whose history is damaged', () => {
  it('still exports the campaign as it stands now, says what stayed behind, and the file imports', async () => {
    const id = await playedCampaign();
    const before = (await campaigns.get(id)).state;
    opened.sqlite.prepare("update campaign_history set events = '{not json' where campaign_id = ? and seq = 2").run(id);
    const { file, leftOut } = await exchange.exportCampaign(id);
    expect(leftOut.join(' ')).toMatch(/history .*could not be read.*as it stands now/);
    expect(file.history).toEqual([]);
    expect(file.campaign.state).toEqual(before);
    expect(file.campaign.initialState).toEqual(before);
    const imported = await exchange.importCampaign(JSON.stringify(file));
    expect((await campaigns.get(imported.campaignId)).state.characters.map((c) => c.name)).toEqual(['Bramble']);
  });

  it('exports the whole history when nothing is damaged', async () => {
    const id = await playedCampaign();
    const { file, leftOut } = await exchange.exportCampaign(id);
    expect(leftOut).toEqual([]);
    expect(file.history.length).toBeGreaterThan(0);
  });
});
