import type { IpcResult } from '../../shared/ipc/contract';
import type { ScenarioSessionView } from '../../shared/ipc/scenario-types';
import { refusalFor, type PermissionFacts } from '../../shared/table/permissions';
import { answerForDevice } from '../../shared/table/view-filter';
import type { Host } from '../host';
import type { Invoke } from '../ipc/router';
import { REVOKED, type TableMode } from './table-mode';

const CHECKED_WRITES = new Set(['scenarios.execute', 'scenarios.undo', 'scenarios.redo']);

/**
 * The host's invoke as one paired device may use it: every request weighed by the rules of its
 * role (shared/table/permissions.ts) with the facts the host holds, and every answer cut to what
 * the role may see (shared/table/view-filter.ts). A device revoked meanwhile is refused. A
 * player's scenario writes run one after another with their check, so the facts still hold.
 */
export function deviceInvoke(host: Host, table: TableMode, deviceId: string): Invoke {
  return async (channel, input, language) => {
    const device = table.device(deviceId);
    if (!device) return { ok: false, code: 'request', error: REVOKED };
    const name = typeof channel === 'string' ? channel : '';
    const run = async (): Promise<IpcResult> => {
      const facts = device.role.kind === 'player' && CHECKED_WRITES.has(name) ? await factsFor(host, name, input) : { summonOwners: {} };
      const refusal = refusalFor(device.role, name, input, facts);
      if (refusal !== null) return { ok: false, code: 'rule-violation', error: refusal };
      const result = await host.invoke(channel, input, language);
      return result.ok ? { ok: true, value: answerForDevice(device.role, name, result.value) } : result;
    };
    return device.role.kind === 'player' && CHECKED_WRITES.has(name) ? table.serial(run) : run();
  };
}

async function factsFor(host: Host, channel: string, input: unknown): Promise<PermissionFacts> {
  const request = input as { sessionId?: unknown; command?: unknown } | null;
  const sessionId = request?.sessionId;
  if (typeof sessionId !== 'string') return { summonOwners: {} };
  // Only a command naming a summon needs to know whose it is (reading the scenario costs a view).
  if (channel === 'scenarios.execute' && !JSON.stringify(request?.command ?? null).includes('"summon"')) return { summonOwners: {} };
  const got = await host.invoke('scenarios.get', { sessionId });
  const summonOwners = got.ok
    ? Object.fromEntries(Object.values((got.value as ScenarioSessionView).state.summons).map((s) => [s.id, s.ownerId]))
    : {};
  if (channel === 'scenarios.execute') return { summonOwners };
  const edges = await host.scenarioEdges(sessionId).catch(() => null);
  return { summonOwners, undoneOrRedone: edges === null ? null : channel === 'scenarios.undo' ? edges.newestLive : edges.nextRedo };
}
