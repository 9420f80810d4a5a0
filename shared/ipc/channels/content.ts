import { z } from 'zod';
import { EDITIONS } from '../../rules/campaign/edition';
import { installedPackSchema } from '../content-types';
import { idOf, none, type ChannelSpec } from './common';

const kind = z.enum(['monsterTypes', 'abilityDecks', 'scenarios', 'characterClasses', 'items', 'events', 'personalQuests', 'battleGoals', 'treasures']);

/** Largest upload accepted in one import (base64 text): a full edition is ~1 MB, a zip less. */
export const MAX_IMPORT_BASE64 = 96 * 1024 * 1024;

export const contentChannels = {
  'content.list': { input: none, output: z.array(installedPackSchema) },
  'content.import': {
    input: z
      .object({
        files: z
          .array(z.object({ path: z.string().min(1).max(500), dataBase64: z.string().max(MAX_IMPORT_BASE64, 'the file is too large to import') }).strict())
          .min(1, 'choose a file, a zip or a folder to import')
          .max(5000, 'at most 5000 files at once'),
        edition: z.enum(EDITIONS).optional(),
        packId: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a pack id is lower-case letters, digits and dashes').optional(),
      })
      .strict(),
    output: installedPackSchema,
  },
  'content.remove': { input: z.object({ packId: idOf('packId') }).strict(), output: z.object({ removed: z.literal(true) }) },
  'content.records': {
    input: z.object({ kind, packIds: z.array(z.string()).optional() }).strict(),
    output: z.array(z.object({ packId: z.string(), id: z.string(), name: z.string(), record: z.unknown() })),
  },
} as const satisfies Record<string, ChannelSpec>;
