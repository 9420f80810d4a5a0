import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { InstalledPack } from '@shared/ipc/content-types';
import type { ShopEntry, TownView } from '@shared/ipc/town-types';
import { describeWithPeerData, peerPath } from '../support/peer';
import type { SocketClient as Client } from '../support/socket-client';
import { startTestWebHost } from '../support/web-host';

/**
 * The shop's item texts in the request's language (issue 18): with Gloomhaven Secretariat's gh.json
 * installed, a German request gets the pack's German effect texts whole (no English part, no
 * Haven-built part beside them), an English one the English texts and Haven's keyed parts as before.
 */
let client: Client;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ client, stop } = await startTestWebHost());
}, 120_000);

afterAll(() => stop());

describeWithPeerData("the shop's item texts in the request's language", () => {
  let campaignId: string;
  const shop = async (language?: string) => {
    const town = await client.value<TownView>('town.view', { campaignId }, language);
    return new Map<number, ShopEntry>(town.shop.map((entry) => [entry.number, entry]));
  };

  beforeAll(async () => {
    const dataBase64 = readFileSync(peerPath('ghs-data', 'gh.json')).toString('base64');
    const packId = (await client.value<InstalledPack>('content.import', { files: [{ path: 'gh.json', dataBase64 }] })).id;
    campaignId = (await client.value<CampaignView>('campaigns.create', { name: 'Laden', edition: 'gh1', contentPackIds: [packId] })).state
      .id;
  }, 120_000);

  it('answers the German texts of items 1, 18 and 20, whole, under German', async () => {
    const german = await shop('de');
    expect(german.get(1)).toMatchObject({ displayName: 'Wanderstiefel', text: 'Füge einer deiner Einzelbewegungen +2 Bewegung hinzu.' });
    expect(german.get(18)?.text).toBe('Verwandle deine nächste Einzelziel-Nahkampfangriffsaktion in Folgendes: Bereich: 2 Felder');
    expect(german.get(20)?.text).toBe('Erzeuge während deines Zugs ein beliebiges Element.');
    // The German text is whole: no English parts for the screen to word around it.
    expect(german.get(18)?.textWords).toBeUndefined();
    expect(german.get(20)?.textWords).toBeUndefined();
  });

  it('answers English texts and their keyed parts under English and without a language', async () => {
    for (const language of ['en', undefined]) {
      const english = await shop(language);
      expect(english.get(1)?.text).toBe('During your movement, add +2 move to the movement.');
      expect(english.get(18)?.text).toBe(
        'During your single-target melee attack action, turn the attack into the following: Area: 2 hexes',
      );
      expect(english.get(18)?.textWords).toContainEqual({ key: 'cards.area', values: { count: 2 } });
    }
  });
});
