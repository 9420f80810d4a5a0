import { isNamedKind } from '@shared/content/localized-names';
import { confirmReplacement, importFromPath, importFromUpload } from '../../content/import-pack';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function contentHandlers(ctx: HandlerContext): Pick<`content.${string}`> {
  const { content, layouts, uploads, pendingImports } = ctx.services;
  const importing = { content, layouts, pendingImports, reader: ctx.contentReader };
  return {
    'content.list': () => content.list(),
    'content.uploadStart': async ({ files }) => ({ uploadId: await uploads.start(files) }),
    'content.uploadChunk': async ({ uploadId, fileIndex, offset, dataBase64 }) => ({
      received: await uploads.append(uploadId, fileIndex, offset, Buffer.from(dataBase64, 'base64')),
    }),
    'content.import': async ({ files, uploadId, confirm, edition, packId }, { language }) => {
      if (confirm !== undefined) return confirmReplacement(importing, confirm, language);
      const choice = { ...(edition ? { edition } : {}), ...(packId ? { packId } : {}), language };
      let installed;
      if (uploadId !== undefined) {
        const uploaded = await uploads.take(uploadId);
        try {
          installed = await importFromPath(importing, uploaded.path, choice);
        } finally {
          await uploaded.dispose();
        }
      } else {
        installed = await importFromUpload(
          importing,
          (files ?? []).map((f) => ({ path: f.path, bytes: Buffer.from(f.dataBase64, 'base64') })),
          choice,
        );
      }
      return installed;
    },
    'content.layouts': () => layouts.installed(),
    'content.removeLayouts': async () => {
      await layouts.remove();
      return { removed: true as const };
    },
    'content.remove': async ({ packId }) => {
      await content.remove(packId);
      return { removed: true as const };
    },
    'content.records': async ({ kind, packIds }, { language }) => {
      const nameOf = await content.names(packIds, language);
      return (await content.records(kind, packIds)).map((record) => {
        const r = record as { id?: string; number?: number; name?: string; packId: string };
        const id = r.id ?? String(r.number ?? '');
        // Records with a name answer it in the screen's language where their pack has one.
        const name = r.name !== undefined && isNamedKind(kind) ? nameOf(kind, id, r.name) : r.name;
        return {
          packId: r.packId,
          id,
          name: name ?? (r.number !== undefined ? `#${r.number}` : ''),
          record: name === r.name ? record : { ...record, name },
        };
      });
    },
  };
}
