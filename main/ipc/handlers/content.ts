import { importPackFromUpload } from '../../content/import-pack';
import { createContentService } from '../../services/content';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function contentHandlers(ctx: HandlerContext): Pick<`content.${string}`> {
  const content = createContentService(ctx.db);
  return {
    'content.list': () => content.list(),
    'content.import': async ({ files, edition, packId }) => {
      const installed = await importPackFromUpload(
        content,
        files.map((f) => ({ path: f.path, bytes: Buffer.from(f.dataBase64, 'base64') })),
        { ...(edition ? { edition } : {}), ...(packId ? { packId } : {}) },
      );
      ctx.emit('content.changed', { packId: installed.id });
      return installed;
    },
    'content.remove': async ({ packId }) => {
      await content.remove(packId);
      ctx.emit('content.changed', { packId });
      return { removed: true as const };
    },
    'content.records': async ({ kind, packIds }) =>
      (await content.records(kind, packIds)).map((record) => {
        const r = record as { id?: string; number?: number; name?: string; packId: string };
        return { packId: r.packId, id: r.id ?? String(r.number ?? ''), name: r.name ?? (r.number !== undefined ? `#${r.number}` : ''), record };
      }),
  };
}
