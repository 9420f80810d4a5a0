import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost } from '../../main/host';
import { startWebServer } from '../../main/web/server';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { connectHost } from '../support/host-client';
import { TableDevice } from '../support/table-device';
import type { Bench } from './types';

const CHANGES = 100;

/**
 * Table mode (issue 17): four paired devices on loopback (two players, two game masters). A player
 * changes its character's hit points; the figure is the time until every other device has heard of
 * the change and read the scenario again with it, as its screen does — median and worst over 100.
 */
export const bench: Bench = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'haven-bench-table-'));
  mkdirSync(join(dir, 'static'));
  writeFileSync(join(dir, 'static', 'index.html'), '<!doctype html><title>Haven</title>');
  const host = await startHost({ dataDir: join(dir, 'data'), mode: 'test' });
  const web = await startWebServer({ host, staticDir: join(dir, 'static'), port: 0, lanAddresses: () => ['::1'] });
  const admin = await connectHost(web.url);
  const campaignId = (await admin.call('campaigns.create', { name: 'Bench table', edition: 'gh1' })).state.id as string;
  for (const [classId, name] of [
    ['lanternwright', 'Ada'],
    ['reedwalker', 'Bo'],
  ])
    await admin.call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId, name, gold: 0 } });
  const ids = (await admin.call('campaigns.get', { campaignId })).state.characters.map((c: { id: string }) => c.id) as string[];
  const sessionId = (
    await admin.call('scenarios.start', { campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds: ids, scenarioLevel: 1 })
  ).id as string;
  await admin.call('table.setOn', { isOn: true });
  const code = async () => (await admin.call('table.status', {})).code.code as string;
  const devices: TableDevice[] = [];
  for (const [i, role] of (['player', 'player', 'gm', 'gm'] as const).entries())
    devices.push(
      await TableDevice.pair(web.origin, { code: await code(), deviceName: `Device ${i + 1}`, role, sessionId, characterId: ids[i] }),
    );

  const times: number[] = [];
  for (let n = 0; n < CHANGES; n++) {
    const writer = devices[n % 2]!;
    const characterId = ids[n % 2]!;
    const others = devices.filter((d) => d !== writer);
    const heard = others.map((d) => d.events.length);
    const command =
      n % 4 < 2
        ? { type: 'SufferDamage', figure: { kind: 'character', id: characterId }, amount: 1, source: 'other' }
        : { type: 'Heal', figure: { kind: 'character', id: characterId }, amount: 1 };
    const started = performance.now();
    const sent = writer.value<ScenarioSessionView>('scenarios.execute', { sessionId, command });
    // Each other device: hears the announcement, reads the scenario again (what its screen does).
    const seen = others.map(async (device, i) => {
      await device.eventsBeyond(heard[i]!);
      await device.value('scenarios.get', { sessionId });
      return performance.now() - started;
    });
    await sent;
    times.push(Math.max(...(await Promise.all(seen))));
  }
  for (const device of devices) device.socket?.close();
  admin.close();
  await web.close();
  await host.close();
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted.at(-1)!;
  return [
    {
      name: 'table mode: a change to the last of 3 other devices, announced and read again (median of 100, 4 devices)',
      value: median,
      unit: 'ms',
      goal: '< 33 ms (two frames)',
      isMet: median < 33,
    },
    { name: 'table mode: the same, worst of 100', value: worst, unit: 'ms' },
  ];
};
