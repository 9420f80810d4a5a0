import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/** The Founders of Gloomhaven channels (what each changes is declared with the channel). */
export function foundersHandlers(ctx: HandlerContext): Pick<`founders.${string}`> {
  const { founders } = ctx.services;
  return {
    'founders.list': () => founders.list(),
    'founders.create': (input) => founders.create(input),
    'founders.get': ({ gameId }) => founders.get(gameId),
    'founders.execute': ({ gameId, command }) => founders.execute(gameId, command),
    'founders.undo': ({ gameId }) => founders.undo(gameId),
    'founders.redo': ({ gameId }) => founders.redo(gameId),
    'founders.delete': async ({ gameId, confirmName }) => {
      await founders.remove(gameId, confirmName);
      return { deleted: true as const };
    },
    'founders.history': ({ gameId, limit }, { language }) => founders.history(gameId, limit, language),
  };
}
