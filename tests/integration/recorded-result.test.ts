import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { InstalledPack } from '@shared/ipc/content-types';
import type { SettlementRewardsView } from '@shared/ipc/scenario-types';
import { describeWithPeerData, peerPath } from '../support/peer';
import type { SocketClient as Client } from '../support/socket-client';
import { startTestWebHost } from '../support/web-host';

/**
 * "Record a result: Success" on the Scenarios tab gains what a settlement gains (issue 29, point
 * 4; 1st ed. rulebook p. 49): Black Barrow recorded by hand gives the party First Steps and unlocks
 * Barrow Lair, its gold goes to those who played; the tab reads the rewards in the reader's language.
 */
let client: Client;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ client, stop } = await startTestWebHost());
}, 120_000);
afterAll(() => stop());

describeWithPeerData('a success recorded by hand', () => {
  it("gains the scenario's rewards: an achievement, an unlocked scenario, gold for those who played, prosperity", async () => {
    const dataBase64 = readFileSync(peerPath('ghs-data', 'gh.json')).toString('base64');
    const pack = await client.value<InstalledPack>('content.import', { files: [{ path: 'gh.json', dataBase64 }] });
    const created = await client.value<CampaignView>('campaigns.create', { name: 'By hand', edition: 'gh1', contentPackIds: [pack.id] });
    const campaignId = created.state.id;
    for (const name of ['Ada', 'Bo'])
      await client.value('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId: 'brute', name, gold: 15 } });
    const [ada, bo] = (await client.value<CampaignView>('campaigns.get', { campaignId })).state.characters.map((c) => c.id);

    const rewards = await client.value<SettlementRewardsView>('campaigns.scenarioRewards', { campaignId, scenarioId: '1' }, 'de');
    expect(rewards.lines).toContain('Szenario 2 „Grabhöhle“ ist freigeschaltet');

    const after = await client.value<CampaignView>('campaigns.execute', {
      campaignId,
      // Rewards a client sends are never taken: the host reads them from the content.
      command: {
        type: 'RecordScenarioResult',
        scenarioId: '1',
        outcome: 'success',
        characterIds: [ada],
        rewards: { partyAchievements: ['Forged'] },
      },
    });
    expect(after.state.party.achievements).toEqual(['First Steps']);
    expect(after.state.scenarios.map((s) => [s.id, s.isCompleted])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    // Barrow Lair's 10 gold goes to each who played it (Ada), not to Bo; its prosperity to the city.
    const lair = await client.value<CampaignView>('campaigns.execute', {
      campaignId,
      command: { type: 'RecordScenarioResult', scenarioId: '2', outcome: 'success', characterIds: [ada] },
    });
    expect(lair.state.characters.map((c) => [c.id, c.gold])).toEqual([
      [ada, 25],
      [bo, 15],
    ]);
    expect(lair.state.party.prosperityCheckmarks).toBe(after.state.party.prosperityCheckmarks + 1);
  });
});
