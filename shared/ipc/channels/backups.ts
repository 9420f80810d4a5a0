import { z } from 'zod';
import { says } from '../../rules/says';
import { changed, on } from '../host-events';
import { none, writes, type ChannelSpec } from './common';

export const backupSchema = z.object({
  /** The file's name in the backups folder; what a restore passes back. */
  name: z.string(),
  kind: z.enum(['daily', 'before-settlement', 'before-restore']),
  at: z.string(),
  bytes: z.number(),
  /** Campaigns in the copy; null when the copy cannot be read. */
  campaigns: z.number().nullable(),
});
export type Backup = z.output<typeof backupSchema>;

export const backupChannels = {
  /** The rolling backups beside the data file, newest first, and how many of each kind are kept. */
  'backups.list': {
    input: none,
    output: z.object({
      folder: z.string(),
      kept: z.object({ daily: z.number(), 'before-settlement': z.number(), 'before-restore': z.number() }),
      backups: z.array(backupSchema),
      /** When the day's backup could not be written as Haven opened the data file; null when it was (issue 26). */
      dailyFailedAt: z.string().nullable(),
    }),
    // A settlement writes a backup before it; a restore keeps the current file aside.
    readsAgainOn: [on('campaigns.changed')],
  },
  /** Puts a listed backup in the data file's place; the current file is kept aside first. */
  'backups.restore': writes({
    input: z
      .object({
        name: z
          .string(says('files.schema.backupName'))
          .min(1, says('files.schema.backupNameEmpty'))
          .max(120, says('files.schema.backupNameLong'))
          .regex(/^[\w.-]+$/, says('files.schema.backupNameForm')),
      })
      .strict(),
    output: z.object({ restored: z.string(), keptAside: z.string().nullable() }),
    changes: () => [changed.everything()],
  }),
} as const satisfies Record<string, ChannelSpec>;
