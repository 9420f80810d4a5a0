import { z } from 'zod';
import { says } from '../../rules/says';
import { refusal } from '../../rules/refusal';
import { EDITIONS } from '../../rules/campaign/edition';
import { installedLayoutsSchema, installedPackSchema, packReplacementSchema } from '../content-types';
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
const uploadPath = z
  .string()
  .min(1, says('files.schema.fileNameEmpty'))
  .max(500, says('files.schema.fileNameLong', { max: 500 }));
const theImport = refusal('files.schema.theImport');

export const contentChannels = {
  'content.list': { input: none, output: z.array(installedPackSchema), readsAgainOn: [on('content.changed')] },
  /** Opens an import sent in pieces: every file's name and size, checked against the limit first. */
  'content.uploadStart': {
    input: z
      .object({
        files: z
          .array(
            z
              .object({
                path: uploadPath,
                size: z
                  .number()
                  .int()
                  .min(0)
                  .max(MAX_UPLOAD_BYTES, says('files.schema.fileAtMost', { limit: uploadLimitText() })),
              })
              .strict(),
          )
          .min(1, says('files.schema.chooseFiles'))
          .max(MAX_UPLOAD_FILES, says('files.schema.filesAtOnce', { max: MAX_UPLOAD_FILES })),
      })
      .strict(),
    output: z.object({ uploadId: z.string() }),
    changesNothing: "an upload's pieces are kept aside until content.import installs them",
  },
  /** One piece of one file, in order; answers how many bytes of that file have arrived. */
  'content.uploadChunk': {
    input: z
      .object({
        uploadId: boundedId(theImport),
        fileIndex: z
          .number()
          .int()
          .min(0)
          .max(MAX_UPLOAD_FILES - 1),
        offset: z.number().int().min(0).max(MAX_UPLOAD_BYTES),
        dataBase64: z
          .string()
          .min(1)
          .max(UPLOAD_CHUNK_BASE64, says('files.schema.pieceAtMost', { max: UPLOAD_CHUNK_BASE64 })),
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
                dataBase64: z.string().max(MAX_IMPORT_BASE64, says('files.schema.sendInPieces')),
              })
              .strict(),
          )
          .min(1, says('files.schema.chooseFiles'))
          .max(MAX_UPLOAD_FILES, says('files.schema.filesAtOnce', { max: MAX_UPLOAD_FILES }))
          .refine(
            (files) => files.reduce((sum, f) => sum + f.dataBase64.length, 0) <= MAX_IMPORT_BASE64,
            says('files.schema.filesInPieces'),
          )
          .optional(),
        /** An upload opened with content.uploadStart whose pieces have all arrived. */
        uploadId: boundedId(theImport).optional(),
        /** Replaces an installed pack as an earlier import asked (its `token`): nothing is read again. */
        confirm: boundedId(theImport).optional(),
        edition: z.enum(EDITIONS).optional(),
        packId: z
          .string()
          .max(80, says('files.schema.packIdLong', { max: 80 }))
          .regex(/^[a-z0-9][a-z0-9-]*$/, says('files.schema.packIdForm'))
          .optional(),
      })
      .strict()
      .refine(
        (input) => [input.files, input.uploadId, input.confirm].filter((given) => given !== undefined).length === 1,
        says('files.schema.filesOrUpload'),
      ),
    /**
     * A content pack, or the scenario layouts when the files were the Virtual Gloomhaven Board's; or,
     * when the pack would replace an installed one, what would change, asked before anything is written.
     */
    output: z.union([installedPackSchema, installedLayoutsSchema, packReplacementSchema]),
    changes: (_, installed) => ('kind' in installed && installed.kind === 'replace' ? [] : [changed.content(installed.id)]),
  }),
  /** The scenario layouts imported, or null. */
  'content.layouts': { input: none, output: installedLayoutsSchema.nullable(), readsAgainOn: [on('content.changed')] },
  'content.removeLayouts': writes({
    input: none,
    output: z.object({ removed: z.literal(true) }),
    changes: () => [changed.content('layouts')],
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
