import { createDrawingService, MONSTER_AI_DRAFT } from '../../services/drawings';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/** Card area pictures and board drafts; every change tells the other screens and devices. */
export function drawingHandlers(ctx: HandlerContext): Pick<`drawings.${string}`> {
  const drawings = createDrawingService(ctx.db);
  const changed =
    (sessionId: string) =>
    <T>(value: T): T => {
      ctx.emit('drawings.changed', { what: 'cardAreas', sessionId });
      return value;
    };
  return {
    'drawings.cardAreas': ({ sessionId }) => drawings.cardAreas(sessionId),
    'drawings.drawCardArea': ({ sessionId, ...area }) => drawings.drawCardArea(sessionId, area).then(changed(sessionId)),
    'drawings.takeOverCardAreas': ({ sessionId, areas }) => drawings.takeOverCardAreas(sessionId, areas).then(changed(sessionId)),
    'drawings.boardDraft': async () => ({ position: await drawings.boardDraft(MONSTER_AI_DRAFT) }),
    // Not announced: the page reads its draft when it opens, and a save follows every few edits.
    'drawings.saveBoardDraft': async ({ position }) => {
      await drawings.saveBoardDraft(MONSTER_AI_DRAFT, position);
      return { saved: true as const };
    },
  };
}
