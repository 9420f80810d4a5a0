import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyPosition } from '@shared/map/position';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { createCampaignService } from './campaigns';
import { createDrawingService, MONSTER_AI_DRAFT, type DrawingService } from './drawings';
import { createContentService } from './content';
import { createExchangeService } from './exchange';

let opened: OpenedDatabase;
let drawings: DrawingService;
let ids = 0;
const options = { newId: () => `id-${++ids}`, now: () => new Date('2026-12-01T12:00:00Z') };
const cone = { cells: [[1, 0] as const, [2, 0] as const], anchor: 'self' as const };
const line = { cells: [[0, 1] as const], anchor: 'free' as const };

beforeEach(async () => {
  opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-drawings-')), 'haven.sqlite3'));
  drawings = createDrawingService(opened.db, options);
});
afterEach(() => opened.close());

async function session(id: string, packId: string | null, campaignId: string | null = null): Promise<void> {
  await opened.db
    .insertInto('scenario_sessions')
    .values({
      id,
      campaign_id: campaignId,
      edition: 'gh1',
      pack_id: packId,
      scenario_id: '1',
      name: id,
      setup: '{}',
      initial_state: '{}',
      state: '{}',
      status: 'playing',
      created_at: 't',
      updated_at: 't',
    })
    .execute();
}

describe('card areas', () => {
  it('are shared by every session of a pack, and a session without a pack keeps its own', async () => {
    await session('a', 'pack-1');
    await session('b', 'pack-1');
    await session('adhoc', null);
    await drawings.drawCardArea('a', { deck: 'guard', cardId: '12', area: cone });
    await drawings.drawCardArea('adhoc', { deck: 'guard', cardId: '12', area: line });
    expect(await drawings.cardAreas('b')).toEqual([{ deck: 'guard', cardId: '12', area: cone }]);
    expect(await drawings.cardAreas('adhoc')).toEqual([{ deck: 'guard', cardId: '12', area: line }]);
    // "No area" is remembered too, and replaces the drawing.
    expect(await drawings.drawCardArea('b', { deck: 'guard', cardId: '12', area: null })).toEqual([
      { deck: 'guard', cardId: '12', area: null },
    ]);
  });

  it("take over a browser's areas only where none is stored yet", async () => {
    await session('a', 'pack-1');
    await drawings.drawCardArea('a', { deck: 'guard', cardId: '12', area: cone });
    const taken = await drawings.takeOverCardAreas('a', [
      { deck: 'guard', cardId: '12', area: line },
      { deck: 'guard', cardId: '13', area: line },
    ]);
    expect(taken).toEqual([
      { deck: 'guard', cardId: '12', area: cone },
      { deck: 'guard', cardId: '13', area: line },
    ]);
  });

  it('go with their session in ad hoc play, and a damaged one is left out rather than trusted', async () => {
    await session('adhoc', null);
    await drawings.drawCardArea('adhoc', { deck: 'guard', cardId: '12', area: line });
    await opened.db.deleteFrom('scenario_sessions').where('id', '=', 'adhoc').execute();
    expect(await opened.db.selectFrom('card_areas').selectAll().execute()).toEqual([]);

    await session('a', 'pack-1');
    await drawings.drawCardArea('a', { deck: 'guard', cardId: '12', area: cone });
    await opened.db.updateTable('card_areas').set({ area: '{"cells":"x"}' }).execute();
    expect(await drawings.cardAreas('a')).toEqual([]);
  });

  it('refuse a session that is not there, with a sentence', async () => {
    await expect(drawings.drawCardArea('gone', { deck: 'guard', cardId: '1', area: null })).rejects.toThrow(
      /not in this data file.*Nothing was changed/,
    );
  });

  it('travel in the campaign file, and an import keeps what the other device drew for the pack', async () => {
    const campaigns = createCampaignService(opened.db, options);
    const { state } = await campaigns.create({ name: 'Frost Road', edition: 'gh1', mode: 'campaign' });
    await session('s1', 'pack-1', state.id);
    await session('s2', null, state.id);
    await session('other', 'pack-2');
    await drawings.drawCardArea('s1', { deck: 'guard', cardId: '12', area: cone });
    await drawings.drawCardArea('s2', { deck: 'guard', cardId: '13', area: line });
    await drawings.drawCardArea('other', { deck: 'guard', cardId: '14', area: line });
    const exchange = createExchangeService(opened.db, createContentService(opened.db), options);
    const { file } = await exchange.exportCampaign(state.id);
    const areaRows = file.scenarioLogs.find((t) => t.table === 'card_areas')?.rows ?? [];
    expect(areaRows.map((r) => r.owner).sort()).toEqual(['pack-1', 'session:s2']);

    // The pack's area was drawn differently here since: the import leaves it as it is.
    await drawings.drawCardArea('s1', { deck: 'guard', cardId: '12', area: null });
    const { campaignId } = await exchange.importCampaign(JSON.stringify(file));
    const imported = await opened.db
      .selectFrom('scenario_sessions')
      .select(['id', 'pack_id'])
      .where('campaign_id', '=', campaignId)
      .execute();
    const adhoc = imported.find((s) => s.pack_id === null)!.id;
    const withPack = imported.find((s) => s.pack_id === 'pack-1')!.id;
    expect(await drawings.cardAreas(adhoc)).toEqual([{ deck: 'guard', cardId: '13', area: line }]);
    expect(await drawings.cardAreas(withPack)).toEqual([{ deck: 'guard', cardId: '12', area: null }]);
  });
});

describe('board drafts', () => {
  it('keep the last board drawn, and a draft that no longer reads as a board is none', async () => {
    expect(await drawings.boardDraft(MONSTER_AI_DRAFT)).toBeNull();
    const board = { ...emptyPosition('fh'), tiles: { '0,0': 'floor' as const } };
    await drawings.saveBoardDraft(MONSTER_AI_DRAFT, emptyPosition());
    await drawings.saveBoardDraft(MONSTER_AI_DRAFT, board);
    expect(await drawings.boardDraft(MONSTER_AI_DRAFT)).toEqual(board);
    await opened.db.updateTable('board_drafts').set({ position: '{"format":"x"' }).execute();
    expect(await drawings.boardDraft(MONSTER_AI_DRAFT)).toBeNull();
  });
});
