import { z } from 'zod';
import { EDITIONS } from '../../rules/campaign/edition';
import { installedPackSchema } from '../content-types';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_CHUNK_BASE64, uploadLimitText } from '../../content/import-limits';
import { changed, on } from '../host-events';
import { boundedId, idOf, none, writes, type ChannelSpec } from './common';

const kind = z.enum([
  'monsterTypes',
  'abilityDecks',
  'scenarios',
  'characterClasses',
  'items',
  'events',
  'personalQuests',
  'battleGoals',
  'treasures',
]);

/**
 * Largest import sent whole in one message (base64 text). The import screen sends larger ones in
 * pieces (content.uploadStart, content.uploadChunk, then content.import with the upload's id).
 */
export const MAX_IMPORT_BASE64 = 8 * 1024 * 1024;
const uploadPath = z.string().min(1, 'a file name must not be empty').max(500, 'a file name is at most 500 characters');

export const contentChannels = {
  'content.list': { input: none, output: z.array(installedPackSchema), readsAgainOn: [on('content.changed')] },
  /** Opens an import sent in pieces: every file's name and size, checked against the limit first. */
  'content.uploadStart': {
    input: z
      .object({
        files: z
          .array(
            z
              .object({ path: uploadPath, size: z.number().int().min(0).max(MAX_UPLOAD_BYTES, `a file is at most ${uploadLimitText()}`) })
              .strict(),
          )
          .min(1, 'choose a file, a zip or a folder to import')
          .max(MAX_UPLOAD_FILES, `at most ${MAX_UPLOAD_FILES.toLocaleString('en')} files at once`),
      })
      .strict(),
    output: z.object({ uploadId: z.string() }),
    changesNothing: "an upload's pieces are kept aside until content.import installs them",
  },
  /** One piece of one file, in order; answers how many bytes of that file have arrived. */
  'content.uploadChunk': {
    input: z
      .object({
        uploadId: boundedId('the import'),
        fileIndex: z
          .number()
          .int()
          .min(0)
          .max(MAX_UPLOAD_FILES - 1),
        offset: z.number().int().min(0).max(MAX_UPLOAD_BYTES),
        dataBase64: z
          .string()
          .min(1)
          .max(UPLOAD_CHUNK_BASE64, `a piece is at most ${UPLOAD_CHUNK_BASE64.toLocaleString('en')} characters`),
      })
      .strict(),
    output: z.object({ received: z.number() }),
    changesNothing: "an upload's pieces are kept aside until content.import installs them",
  },
  'content.import': writes({
    input: z
      .object({
        files: z
          .array(
            z
              .object({
                path: uploadPath,
                dataBase64: z.string().max(MAX_IMPORT_BASE64, 'the file is too large to send whole; the import screen sends it in pieces'),
              })
              .strict(),
          )
          .min(1, 'choose a file, a zip or a folder to import')
          .max(MAX_UPLOAD_FILES, `at most ${MAX_UPLOAD_FILES.toLocaleString('en')} files at once`)
          .refine(
            (files) => files.reduce((sum, f) => sum + f.dataBase64.length, 0) <= MAX_IMPORT_BASE64,
            'the files are too large to send whole; the import screen sends them in pieces',
          )
          .optional(),
        /** An upload opened with content.uploadStart whose pieces have all arrived. */
        uploadId: boundedId('the import').optional(),
        edition: z.enum(EDITIONS).optional(),
        packId: z
          .string()
          .max(80, 'a pack id is at most 80 characters')
          .regex(/^[a-z0-9][a-z0-9-]*$/, 'a pack id is lower-case letters, digits and dashes')
          .optional(),
      })
      .strict()
      .refine((input) => (input.files === undefined) !== (input.uploadId === undefined), 'send either the files or the id of an upload'),
    output: installedPackSchema,
    changes: (_, installed) => [changed.content(installed.id)],
  }),
  'content.remove': writes({
    input: z.object({ packId: idOf('packId') }).strict(),
    output: z.object({ removed: z.literal(true) }),
    changes: ({ packId }) => [changed.content(packId)],
  }),
  'content.records': {
    input: z.object({ kind, packIds: z.array(z.string()).optional() }).strict(),
    output: z.array(z.object({ packId: z.string(), id: z.string(), name: z.string(), record: z.unknown() })),
    readsAgainOn: [on('content.changed')],
  },
} as const satisfies Record<string, ChannelSpec>;
