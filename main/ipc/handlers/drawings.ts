import { MONSTER_AI_DRAFT } from '../../services/drawings';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/** Card area pictures and board drafts (what each changes is declared with the channel). */
export function drawingHandlers(ctx: HandlerContext): Pick<`drawings.${string}`> {
  const { drawings } = ctx.services;
  return {
    'drawings.cardAreas': ({ sessionId }) => drawings.cardAreas(sessionId),
    'drawings.drawCardArea': ({ sessionId, ...area }) => drawings.drawCardArea(sessionId, area),
    'drawings.takeOverCardAreas': ({ sessionId, areas }) => drawings.takeOverCardAreas(sessionId, areas),
    'drawings.boardDraft': async () => ({ position: await drawings.boardDraft(MONSTER_AI_DRAFT) }),
    'drawings.saveBoardDraft': async ({ position }) => {
      await drawings.saveBoardDraft(MONSTER_AI_DRAFT, position);
      return { saved: true as const };
    },
  };
}
