import { z } from 'zod';
import { on } from '../host-events';
import { idOf, none, type ChannelSpec } from './common';

/** Table mode as the host's Table mode page shows it (issue 17). */
export const tableStatusSchema = z.object({
  isOn: z.boolean(),
  /** The local-network addresses listened on besides loopback, each as the address a device opens. */
  addresses: z.array(z.object({ address: z.string(), url: z.string() })),
  /** The pairing code's picture: the first address as a QR code (an SVG data URL); null while off. */
  qrCode: z.string().nullable(),
  /** `isSpent`: the code took as many wrong guesses as one may (shared/table/pairing-code.ts); the game master makes a new one. */
  code: z.object({ code: z.string(), expiresAt: z.string(), isExpired: z.boolean(), isSpent: z.boolean() }).nullable(),
  devices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      roleInWords: z.string(),
      /** The role as a catalog key and values (shared/table/roles.ts), for the screen to word in its language. */
      roleWords: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }),
      pairedAt: z.string(),
      lastSeen: z.string(),
      fingerprint: z.string(),
      isConnected: z.boolean(),
    }),
  ),
});
export type TableStatus = z.output<typeof tableStatusSchema>;

/** Table mode announces table.changed itself (main/table/table-mode.ts), for these and for a device pairing. */
const ANNOUNCED_BY_TABLE_MODE = 'table mode announces its own changes, a pairing device included';

/** Managed on the host only: a paired device is refused every one of these (shared/table/permissions.ts). */
export const tableChannels = {
  'table.status': { input: none, output: tableStatusSchema, readsAgainOn: [on('table.changed')] },
  'table.setOn': { input: z.object({ isOn: z.boolean() }).strict(), output: tableStatusSchema, changesNothing: ANNOUNCED_BY_TABLE_MODE },
  'table.newCode': { input: none, output: tableStatusSchema, changesNothing: ANNOUNCED_BY_TABLE_MODE },
  'table.revoke': {
    input: z.object({ deviceId: idOf('deviceId') }).strict(),
    output: tableStatusSchema,
    changesNothing: ANNOUNCED_BY_TABLE_MODE,
  },
} as const satisfies Record<string, ChannelSpec>;
