import QRCode from 'qrcode';
import type { TableStatus } from '@shared/ipc/channels/table';
import { roleInWords, roleWords } from '@shared/table/roles';
import type { AnyLanguage } from '@shared/i18n';
import { hostWords } from '../host-i18n';
import { refusedRequest, RequestError } from '../services/errors';
import { urlHost } from './lan';
import type { TableMode } from './table-mode';

/** What the host's table channels drive (main/ipc/handlers/table.ts): table mode and the port it serves on. */
/** Each answer's words (a device's role) in `language`, the request's. */
export interface TableControl {
  status(language: AnyLanguage): Promise<TableStatus>;
  setOn(isOn: boolean, language: AnyLanguage): Promise<TableStatus>;
  newCode(language: AnyLanguage): Promise<TableStatus>;
  revoke(deviceId: string, language: AnyLanguage): Promise<TableStatus>;
}

export function createTableControl(mode: TableMode, port: number): TableControl {
  const status = async (language: AnyLanguage): Promise<TableStatus> => {
    const raw = mode.status();
    const addresses = raw.addresses.map((address) => ({ address, url: `http://${urlHost(address)}:${port}/` }));
    // The first address as a QR code, drawn by the qrcode library; the code itself is typed.
    const qrCode =
      raw.isOn && addresses[0] !== undefined
        ? `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(addresses[0].url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })).toString('base64')}`
        : null;
    return {
      isOn: raw.isOn,
      addresses,
      qrCode,
      code: raw.code,
      devices: raw.devices.map((d) => ({
        id: d.id,
        name: d.name,
        // In the language of the screen that asks (the request's).
        roleInWords: roleInWords(d.role, hostWords(language).t),
        roleWords: roleWords(d.role),
        pairedAt: new Date(d.pairedAt).toISOString(),
        lastSeen: new Date(d.lastSeen).toISOString(),
        fingerprint: d.fingerprint,
        isConnected: d.isConnected,
      })),
    };
  };
  return {
    status,
    async setOn(isOn, language) {
      await mode.setOn(isOn);
      return status(language);
    },
    async newCode(language) {
      // Issue 26: with table mode off this answered "a fault in Haven itself".
      if (!mode.status().isOn) throw refusedRequest(RequestError, 'host.table.off');
      mode.newCode();
      return status(language);
    },
    async revoke(deviceId, language) {
      mode.revoke(deviceId);
      return status(language);
    },
  };
}
