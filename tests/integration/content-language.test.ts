import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { InstalledPack } from '@shared/ipc/content-types';
import type { TownView } from '@shared/ipc/town-types';
import { describeWithPeerData, peerPath } from '../support/peer';
import type { SocketClient as Client } from '../support/socket-client';
import { startTestWebHost } from '../support/web-host';

/**
 * Content packs carry their own language (issue 18): with Gloomhaven Secretariat's gh.json
 * installed, the host answers each connection's requests with the names in the language the
 * request names, and English where the pack has no label or the request names none.
 */
let client: Client;
let stop: () => Promise<void>;
let packId: string;

type Named = { id: string; name: string; record: { name: string } };

beforeAll(async () => {
  ({ client, stop } = await startTestWebHost());
}, 120_000);

afterAll(() => stop());

const named = async (kind: string, language?: unknown) =>
  new Map((await client.value<Named[]>('content.records', { kind, packIds: [packId] }, language)).map((r) => [r.id, r]));

describeWithPeerData("content names in the request's language", () => {
  beforeAll(async () => {
    const dataBase64 = readFileSync(peerPath('ghs-data', 'gh.json')).toString('base64');
    packId = (await client.value<InstalledPack>('content.import', { files: [{ path: 'gh.json', dataBase64 }] })).id;
  }, 120_000);

  it('answers a monster and a scenario in German, in the list and in the record', async () => {
    const monsters = await named('monsterTypes', 'de');
    expect(monsters.get('bandit-guard')?.name).toBe('Banditen-Wache');
    expect(monsters.get('bandit-guard')?.record.name).toBe('Banditen-Wache');
    const scenarios = await named('scenarios', 'de');
    expect(scenarios.get('1')?.name).toBe('Schwarzgrab');
    expect(scenarios.get('1')?.record.name).toBe('Schwarzgrab');
  });

  it('answers English without a language, for English, and for anything that is no language Haven speaks', async () => {
    for (const language of [undefined, 'en', 'fr', '<script>', 42, { de: true }]) {
      expect((await named('scenarios', language)).get('1')?.name, String(language)).toBe('Black Barrow');
    }
  });

  it("names a scenario's variant of a monster, which the pack's German labels do not name, from its base monster's German label (issue 29)", async () => {
    const monsters = await named('monsterTypes', 'de');
    const variant = [...monsters.values()].find((m) => m.id.includes('-scenario-'))!;
    expect(variant.name).toMatch(/\(Szenario \d+\)$/);
    expect(variant.name).not.toMatch(/scenario/);
  });

  it("names the campaign's achievements, and an event's not yet gained, in German; English for a name the pack does not label (issue 29)", async () => {
    const created = await client.value<CampaignView>('campaigns.create', { name: 'Erfolge', edition: 'gh1', contentPackIds: [packId] });
    const campaignId = created.state.id;
    await client.value('campaigns.execute', {
      campaignId,
      command: { type: 'AddAchievement', scope: 'global', name: 'Ancient Technology' },
    });
    await client.value('campaigns.execute', { campaignId, command: { type: 'AddAchievement', scope: 'party', name: 'Typed by hand' } });
    const also = { global: [], party: ["A Demon's Errand"] };
    expect(await client.value('campaigns.achievementNames', { campaignId, also }, 'de')).toEqual({
      global: { 'Ancient Technology': 'Antike Technologie' },
      party: { 'Typed by hand': 'Typed by hand', "A Demon's Errand": 'Dämonischer Auftrag' },
    });
    expect(await client.value('campaigns.achievementNames', { campaignId }, 'en')).toEqual({
      global: { 'Ancient Technology': 'Ancient Technology' },
      party: { 'Typed by hand': 'Typed by hand' },
    });
  });

  it("names the town's items and classes in German, keeping the item's English name the campaign books it by", async () => {
    const created = await client.value<CampaignView>('campaigns.create', { name: 'Sprache', edition: 'gh1', contentPackIds: [packId] });
    const town = await client.value<TownView>('town.view', { campaignId: created.state.id }, 'de');
    const boots = town.shop.find((entry) => entry.number === 1)!;
    expect(boots).toMatchObject({ name: 'Boots of Striding', displayName: 'Wanderstiefel' });
    expect(town.classes.find((c) => c.id === 'brute')?.name).toBe('Barbar');
    const english = await client.value<TownView>('town.view', { campaignId: created.state.id });
    expect(english.shop.find((entry) => entry.number === 1)?.displayName).toBe('Boots of Striding');
  });
});

describe("refusals in the request's language", () => {
  async function poorCharacter() {
    const created = await client.value<CampaignView>('campaigns.create', { name: 'Spende', edition: 'gh1' });
    const campaignId = created.state.id;
    const withChar = await client.value<CampaignView>('campaigns.execute', {
      campaignId,
      command: { type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 5 },
    });
    return { campaignId, characterId: withChar.state.characters[0]!.id };
  }

  it('words a refusal in German and sends its key and values for the screen', async () => {
    const { campaignId, characterId } = await poorCharacter();
    const result = await client.call('campaigns.execute', { campaignId, command: { type: 'Donate', characterId } }, 'de');
    expect(result).toEqual({
      ok: false,
      code: 'rule-violation',
      error: 'Ada hat 5 Gold; eine Spende kostet 10. Es wurde nichts geändert.',
      refusal: { key: 'campaign.donationCosts', params: { name: 'Ada', gold: '5', cost: '10' } },
    });
  });

  it('keeps the English sentence word for word for an English request or none', async () => {
    const { campaignId, characterId } = await poorCharacter();
    for (const language of [undefined, 'en']) {
      const result = await client.call('campaigns.execute', { campaignId, command: { type: 'Donate', characterId } }, language);
      expect(result.ok ? '' : result.error).toBe('Ada has 5 gold; a donation costs 10. Nothing was changed.');
    }
  });
});
