import { SOURCE_LANGUAGE } from '@shared/i18n';
import type { IpcResult } from '@shared/ipc/contract';
import { refusalFor } from '@shared/table/permissions';
import { answerForDevice } from '@shared/table/view-filter';
import type { Host } from '../host';
import { hostWords } from '../host-i18n';
import { spokenLanguage } from '../i18n/locale-folders';
import type { Invoke } from '../ipc/router';
import type { TableMode } from './table-mode';

/** The writes whose permission depends on the scenario's state (whose turn, whose summon, whose last change). */
const CHECKED_WRITES = new Set(['scenarios.execute', 'scenarios.undo', 'scenarios.redo']);

/**
 * The host's invoke as one paired device may use it: every request weighed by the rules of its
 * role (shared/table/permissions.ts), and every answer cut to what the role may see
 * (shared/table/view-filter.ts). A device revoked meanwhile is refused. A player's scenario
 * writes are weighed inside their own transaction, on the state they change: a write from the host
 * or another device cannot come between the check and the write (an undo of "the last change"
 * never takes back someone else's that slipped in). Refusals are in the language the device asked in.
 */
export function deviceInvoke(host: Host, table: TableMode, deviceId: string): Invoke {
  return async (channel, input, language) => {
    const { t } = hostWords(spokenLanguage(language) ?? SOURCE_LANGUAGE);
    const device = table.device(deviceId);
    if (!device) return { ok: false, code: 'request', error: t('table.host.revoked') };
    const name = typeof channel === 'string' ? channel : '';
    let result: IpcResult;
    if (device.role.kind === 'player' && CHECKED_WRITES.has(name)) {
      let refusal: string | null = null;
      result = await host.invokeChecked((facts) => (refusal = refusalFor(device.role, name, input, facts, t)))(channel, input, language);
      if (refusal !== null) return { ok: false, code: 'rule-violation', error: refusal };
    } else {
      const refusal = refusalFor(device.role, name, input, { summonOwners: {} }, t);
      if (refusal !== null) return { ok: false, code: 'rule-violation', error: refusal };
      result = await host.invoke(channel, input, language);
    }
    return result.ok ? { ok: true, value: answerForDevice(device.role, name, result.value) } : result;
  };
}
