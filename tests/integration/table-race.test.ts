import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../main/host';
import { deviceInvoke } from '../../main/table/device-invoke';
import { seatsOf } from '../../main/table/seats';
import { createTableMode } from '../../main/table/table-mode';
import type { IpcResult } from '@shared/ipc/contract';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { Invoke } from '../../main/ipc/router';
import { startTestHost } from '../support/test-host';

// Table mode's checked writes against a write from the host's own window (issue 17: "never a lost
// update"). The host below lets its own write slip in at the worst moment it can: right after the
// read the device's check is made on (the newest command, read apart from the undo before this
// fix), or, now that the check is made inside the undo's transaction, while it is being weighed.
let host: Host;
let sessionId = '';
let ada = '';
let bo = '';

const value = async <T>(result: Promise<IpcResult>): Promise<T> => {
  const got = await result;
  if (!got.ok) throw new Error(got.error);
  return got.value as T;
};
const damage = (id: string) => ({
  sessionId,
  command: { type: 'SufferDamage', figure: { kind: 'character', id }, amount: 1, source: 'other' },
});
const hpOf = async (id: string) =>
  (await value<ScenarioSessionView>(host.invoke('scenarios.get', { sessionId }))).state.characters[id]!.health;

/** The host, with its own window's write (`write`) made once, in between the device's check and its write. */
function interleaving(write: () => Promise<IpcResult>): { host: Host; slipped: () => Promise<IpcResult> | null } {
  let slipped: Promise<IpcResult> | null = null;
  const slipIn = () => (slipped ??= write());
  const hooked = new Proxy(host, {
    get(target, key) {
      const real = Reflect.get(target, key) as unknown;
      if (typeof real !== 'function') return real;
      // A check made inside the write's transaction: the host's write is sent while it is weighed.
      if (key === 'invokeChecked')
        return (check: Parameters<Host['invokeChecked']>[0]) =>
          target.invokeChecked((facts) => {
            const refusal = check(facts);
            void slipIn();
            return refusal;
          });
      // The check's own read, apart from the write: the host's write lands right after it.
      if (key === 'scenarioEdges')
        return async (...args: unknown[]) => {
          const result = await (real as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          await slipIn();
          return result;
        };
      return (real as (...a: unknown[]) => unknown).bind(target);
    },
  });
  return { host: hooked, slipped: () => slipped };
}

beforeAll(async () => {
  host = await startTestHost();
  const campaignId = (await value<CampaignView>(host.invoke('campaigns.create', { name: 'Race night', edition: 'gh1' }))).state.id;
  for (const [classId, name] of [
    ['lanternwright', 'Ada'],
    ['reedwalker', 'Bo'],
  ] as const)
    await value(host.invoke('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId, name, gold: 15 } }));
  [ada, bo] = (await value<CampaignView>(host.invoke('campaigns.get', { campaignId }))).state.characters.map((c) => c.id) as [
    string,
    string,
  ];
  sessionId = (
    await value<ScenarioSessionView>(
      host.invoke('scenarios.start', {
        campaignId,
        packId: 'haven-demo-gh1',
        scenarioId: 'demo-1',
        characterIds: [ada, bo],
        scenarioLevel: 1,
      }),
    )
  ).id;
});
afterAll(() => host.close());

/** Anna's phone, the player of Ada, paired with a table whose invoke goes through `through`. */
async function annaThrough(through: Host): Promise<Invoke> {
  const table = createTableMode({ listenLan: async () => ['::1'], stopLan: async () => {}, seats: () => seatsOf(host.invoke) });
  await table.setOn(true);
  const paired = await table.pair(
    { code: table.status().code!.code, deviceName: "Anna's phone", role: 'player', sessionId, characterId: ada },
    'test',
  );
  if (!paired.ok) throw new Error(paired.error);
  return deviceInvoke(through, table, paired.value.device.id);
}

describe("a player's undo and redo against the host's own write at the same moment", () => {
  it("an undo takes back the player's own change, never the host's write that came between the check and the undo", async () => {
    const direct = await annaThrough(host);
    const [adaBefore, boBefore] = [await hpOf(ada), await hpOf(bo)];
    await value(direct('scenarios.execute', damage(ada)));
    // Between the undo's check (the newest change is Ada's) and the undo, the host hurts Bo.
    const race = interleaving(() => host.invoke('scenarios.execute', damage(bo)));
    const undone = await (await annaThrough(race.host))('scenarios.undo', { sessionId });
    expect(await race.slipped()).toMatchObject({ ok: true });
    expect(undone).toMatchObject({ ok: true });
    expect(await hpOf(ada)).toBe(adaBefore);
    expect(await hpOf(bo)).toBe(boBefore - 1);
  });

  it("a redo does the player's own change again, never the host's that an undo put first in the line meanwhile", async () => {
    const direct = await annaThrough(host);
    await value(host.invoke('scenarios.execute', damage(bo)));
    const adaBefore = await hpOf(ada);
    await value(direct('scenarios.execute', damage(ada)));
    await value(direct('scenarios.undo', { sessionId }));
    // Between the redo's check (the next to redo is Ada's) and the redo, the host undoes its own
    // change to Bo: the oldest undone change is then the host's.
    const race = interleaving(() => host.invoke('scenarios.undo', { sessionId }));
    const redone = await (await annaThrough(race.host))('scenarios.redo', { sessionId });
    await race.slipped();
    expect(redone).toMatchObject({ ok: true });
    expect((redone as { value: ScenarioSessionView }).value.state.characters[ada]!.health).toBe(adaBefore - 1);
  });
});
