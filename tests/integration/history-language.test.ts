import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CampaignView, HistoryEntry } from '@shared/ipc/campaign-types';
import type { InstalledPack } from '@shared/ipc/content-types';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { describeWithPeerData, peerPath } from '../support/peer';
import type { SocketClient as Client } from '../support/socket-client';
import { startTestWebHost } from '../support/web-host';

/**
 * History lines and the names a player reads during play follow the language of the request
 * (issue 18): the same stored history reads in German and in English, and a scenario set up from
 * Gloomhaven Secretariat's gh.json shows its monsters by their German labels, while the engine
 * keeps booking by the English names and ids.
 */
let client: Client;
let stop: () => Promise<void>;
let campaignId: string;
let sessionId: string;

describeWithPeerData("history lines and names during play in the request's language", () => {
  beforeAll(async () => {
    ({ client, stop } = await startTestWebHost());
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

  afterAll(() => stop());

  it('reads the same campaign history in German and in English', async () => {
    const lines = async (language?: string) =>
      (await client.value<HistoryEntry[]>('campaigns.history', { campaignId }, language)).map((entry) => entry.summary);
    expect(await lines()).toEqual([
      // Starting the scenario dealt the battle goals (set-up order, rulebook p. 12).
      'Battle goals dealt to Ada (2)',
      'Reputation +2 (0 → 2)',
      // The class by the pack's name for it, not its id ("the brute").
      'Ada the Brute joined the party',
      // The content pack by its name, not its id ("ghs-gh1").
      'Content for this campaign: Gloomhaven (Gloomhaven Secretariat data); Scenario 1 "Black Barrow" unlocked',
    ]);
    expect(await lines('de')).toEqual([
      'Kampfziele ausgeteilt an Ada (2)',
      'Ruf +2 (0 → 2)',
      'Ada (Barbar) hat sich der Gruppe angeschlossen',
      'Inhalte dieser Kampagne: Gloomhaven (Gloomhaven Secretariat data); Szenario 1 „Schwarzgrab“ freigeschaltet',
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
