import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHost, type Host } from '../../main/host';
import { startWebServer, type WebServer } from '../../main/web/server';
import type { CampaignView, HistoryEntry } from '@shared/ipc/campaign-types';
import type { InstalledPack } from '@shared/ipc/content-types';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { describeWithPeerData, peerPath } from '../support/peer';
import { SocketClient as Client } from '../support/socket-client';

/**
 * History lines and the names a player reads during play follow the language of the request
 * (issue 18): the same stored history reads in German and in English, and a scenario set up from
 * Gloomhaven Secretariat's gh.json shows its monsters by their German labels, while the engine
 * keeps booking by the English names and ids.
 */
let host: Host;
let web: WebServer;
let client: Client;
let campaignId: string;
let sessionId: string;

describeWithPeerData("history lines and names during play in the request's language", () => {
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'haven-history-language-'));
    const staticDir = join(dir, 'static');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Haven</title>');
    host = await startHost({ dataDir: join(dir, 'data'), mode: 'test' });
    web = await startWebServer({ host, staticDir, port: 0 });
    client = await Client.connect(web.url);
    const dataBase64 = readFileSync(peerPath('ghs-data', 'gh.json')).toString('base64');
    const packId = (await client.value<InstalledPack>('content.import', { files: [{ path: 'gh.json', dataBase64 }] })).id;
    campaignId = (await client.value<CampaignView>('campaigns.create', { name: 'Sprache', edition: 'gh1', contentPackIds: [packId] })).state
      .id;
    await client.value('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 30 } });
    await client.value('campaigns.execute', { campaignId, command: { type: 'ChangeReputation', delta: 2 } });
    const ada = (await client.value<CampaignView>('campaigns.get', { campaignId })).state.characters[0]!.id;
    const view = await client.value<ScenarioSessionView>('scenarios.start', {
      campaignId,
      packId,
      scenarioId: '1',
      characterIds: [ada],
      scenarioLevel: 1,
    });
    sessionId = view.id;
  }, 180_000);

  afterAll(async () => {
    client.socket.close();
    await web.close();
    await host.close();
  });

  it('reads the same campaign history in German and in English', async () => {
    const lines = async (language?: string) =>
      (await client.value<HistoryEntry[]>('campaigns.history', { campaignId }, language)).map((entry) => entry.summary);
    expect(await lines()).toEqual([
      'Reputation +2 (0 → 2)',
      // The class by the pack's name for it, not its id ("the brute").
      'Ada the Brute joined the party',
      'Content for this campaign: ghs-gh1; Scenario 1 "Black Barrow" unlocked',
    ]);
    expect(await lines('de')).toEqual([
      'Ruf +2 (0 → 2)',
      'Ada (Barbar) hat sich der Gruppe angeschlossen',
      'Inhalte dieser Kampagne: ghs-gh1; Szenario 1 „Schwarzgrab“ freigeschaltet',
    ]);
  });

  it('answers a scenario in play with German monster and scenario names, and its history lines in German', async () => {
    const english = await client.value<ScenarioSessionView>('scenarios.get', { sessionId });
    const guard = english.monsterGroups.find((group) => group.typeId.startsWith('bandit-guard') && group.standees.length > 0)!;
    expect(guard.name).toBe('Bandit Guard');
    expect(english.name).toBe('Black Barrow');
    const standee = guard.standees[0]!.id;
    await client.value('scenarios.execute', {
      sessionId,
      command: { type: 'SufferDamage', figure: { kind: 'monster', id: standee }, amount: 1, source: 'other' },
    });
    const number = standee.split('#')[1];

    const german = await client.value<ScenarioSessionView>('scenarios.get', { sessionId }, 'de');
    expect(german.monsterGroups.find((group) => group.typeId === guard.typeId)?.name).toBe('Banditen-Wache');
    expect(german.name).toBe('Schwarzgrab');
    expect(german.history[0]?.summary).toBe(`Banditen-Wache ${number} erleidet 1 Schaden`);

    // English again: the stored state and its booking are untouched.
    const again = await client.value<ScenarioSessionView>('scenarios.get', { sessionId });
    expect(again.monsterGroups.find((group) => group.typeId === guard.typeId)?.name).toBe('Bandit Guard');
    expect(again.history[0]?.summary).toBe(`Bandit Guard ${number} suffers 1 damage`);
  });
});
