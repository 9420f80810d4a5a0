import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignCommandSchema, type CampaignCommandInput } from '@shared/rules/campaign';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { createCampaignService, type CampaignService } from './campaigns';

let opened: OpenedDatabase;
let service: CampaignService;
let file: string;
let ids = 0;

beforeEach(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'haven-svc-')), 'haven.sqlite3');
  opened = await openDatabase(file);
  service = createCampaignService(opened.db, { newId: () => `id-${++ids}`, now: () => new Date('2026-11-29T12:00:00Z') });
});
afterEach(() => opened.close());

const exec = (campaignId: string, input: CampaignCommandInput) => service.execute(campaignId, campaignCommandSchema.parse(input));

describe('campaign service', () => {
  it('records each change in the history and undoes and redoes it', async () => {
    const { state } = await service.create({ name: 'Gloom', edition: 'gh1', mode: 'campaign' });
    await exec(state.id, { type: 'CreateCharacter', classId: 'Brute', name: 'Grok', gold: 30 });
    const charId = (await service.get(state.id)).state.characters[0]!.id;
    await exec(state.id, { type: 'GainExperience', characterId: charId, amount: 50 });
    let view = await service.undo(state.id);
    expect(view.state.characters[0]?.xp).toBe(0);
    expect(view.canRedo).toBe(true);
    view = await service.redo(state.id);
    expect(view.state.characters[0]?.xp).toBe(50);
    const history = await service.history(state.id);
    expect(history.map((h) => h.summary)).toEqual(['Grok: +50 XP (0 → 50) — reached level 2!', 'Grok the Brute joined the party']);
  });

  it('a new command after an undo ends the redo trail', async () => {
    const { state } = await service.create({ name: 'Gloom', edition: 'gh2', mode: 'campaign' });
    await exec(state.id, { type: 'ChangeReputation', delta: 2 });
    await service.undo(state.id);
    const view = await exec(state.id, { type: 'ChangeReputation', delta: 3 });
    expect(view.canRedo).toBe(false);
    expect(view.state.party.reputation).toBe(3);
    expect(await service.history(state.id)).toHaveLength(1);
  });

  it('keeps everything after the database is closed and opened again, undo included', async () => {
    const { state } = await service.create({ name: 'Persist', edition: 'gh1', mode: 'casual' });
    await exec(state.id, { type: 'ChangeProsperity', delta: 4 });
    await exec(state.id, { type: 'AddAchievement', scope: 'global', name: 'City Rule: Militaristic' });
    await opened.close();
    opened = await openDatabase(file);
    service = createCampaignService(opened.db);
    const view = await service.undo(state.id);
    expect(view.state.party.prosperityCheckmarks).toBe(4);
    expect(view.state.globalAchievements).toEqual([]);
  });

  it('a refused command writes nothing', async () => {
    const { state } = await service.create({ name: 'Gloom', edition: 'gh1', mode: 'campaign' });
    await exec(state.id, { type: 'CreateCharacter', classId: 'Brute', name: 'Grok', gold: 5 });
    const before = await service.get(state.id);
    const charId = before.state.characters[0]!.id;
    await expect(exec(state.id, { type: 'ChangeGold', characterId: charId, amount: -10 })).rejects.toThrow(/has 5 gold/);
    expect(await service.get(state.id)).toEqual(before);
    expect(await service.history(state.id)).toHaveLength(1);
  });

  it('deletes a campaign only when its name is confirmed', async () => {
    const { state } = await service.create({ name: 'Doomed', edition: 'gh1', mode: 'campaign' });
    await expect(service.remove(state.id, 'doomed')).rejects.toThrow(/type its name exactly/);
    await service.remove(state.id, 'Doomed');
    expect(await service.list()).toEqual([]);
  });

  it('says plainly when there is nothing to undo', async () => {
    const { state } = await service.create({ name: 'Fresh', edition: 'gh1', mode: 'campaign' });
    await expect(service.undo(state.id)).rejects.toThrow('There is nothing to undo in this campaign.');
  });
});
