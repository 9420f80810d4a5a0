import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { TableStatus } from '@shared/ipc/channels/table';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { tableStoreIn } from '../../main/table/table-store';
import { SocketClient } from '../support/socket-client';
import { TableDevice } from '../support/table-device';
import { startWebHost } from '../support/web-host';

// Issue 29, "Phones": the host stops and a new one starts on the same data folder and port, as a
// group restarting the laptop does. "::1" stands in for the local network's address.
const running: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const served of running.splice(0)) await served.close();
});

async function launch(dataDir: string, port = 0) {
  const served = await startWebHost({ dataDir, port, lanAddresses: () => ['::1'], tableStore: tableStoreIn(dataDir) });
  running.push(served);
  return { served, close: () => served.close().then(() => void running.splice(running.indexOf(served), 1)) };
}

describe('table mode across a restart of the host', () => {
  it('a paired phone is told the host is going away, not revoked, and is still paired to the next launch on the same port', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'haven-restart-')), 'data');
    const first = await launch(dataDir);
    const client = await SocketClient.connect(first.served.web.url);
    const campaignId = (await client.value<CampaignView>('campaigns.create', { name: 'Table night', edition: 'gh1' })).state.id;
    await client.value('campaigns.execute', {
      campaignId,
      command: { type: 'CreateCharacter', classId: 'lanternwright', name: 'Ada', gold: 15, personalQuest: '510 Seeker of Xorn' },
    });
    const [ada] = (await client.value<CampaignView>('campaigns.get', { campaignId })).state.characters.map((c) => c.id);
    const sessionId = (
      await client.value<ScenarioSessionView>('scenarios.start', {
        campaignId,
        packId: 'haven-demo-gh1',
        scenarioId: 'demo-1',
        characterIds: [ada],
        scenarioLevel: 1,
      })
    ).id;
    const code = (await client.value<TableStatus>('table.setOn', { isOn: true })).code!.code;
    const port = first.served.web.port;
    const anna = await TableDevice.pair(`http://[::1]:${port}`, {
      code,
      deviceName: "Anna's phone",
      role: 'player',
      sessionId,
      characterId: ada,
    });
    client.socket.close();
    const closed = new Promise<number>((resolve) => anna.socket!.once('close', (closeCode) => resolve(closeCode)));
    await first.close();
    // "Going away" (1001), never the revoked code (4003) that sends a phone back to pairing.
    expect(await closed).toBe(1001);

    const second = await launch(dataDir, port);
    // (Asked in-process: a fetch would reuse a connection of the stopped host's.)
    const status = await second.served.web.tableControl.status('en');
    expect(status.isOn).toBe(true);
    expect(status.devices.map((d) => d.name)).toEqual(["Anna's phone"]);
    // The same cookie, no new pairing: the phone reads its scenario again.
    await anna.connect();
    const view = await anna.value<ScenarioSessionView>('scenarios.get', { sessionId });
    expect(Object.keys(view.state.characters)).toContain(ada);
    anna.socket!.close();
  });
});
