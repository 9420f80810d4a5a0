import { createFoundersService } from '../../services/founders';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/** The Founders of Gloomhaven channels; every change tells open screens to read the game again. */
export function foundersHandlers(ctx: HandlerContext): Pick<`founders.${string}`> {
  const founders = createFoundersService(ctx.db);
  const changed =
    (gameId: string | null) =>
    <T>(value: T): T => {
      ctx.emit('founders.changed', { gameId });
      return value;
    };
  return {
    'founders.list': () => founders.list(),
    'founders.create': async (input) => {
      const view = await founders.create(input);
      return changed(view.id)(view);
    },
    'founders.get': ({ gameId }) => founders.get(gameId),
    'founders.execute': ({ gameId, command }) => founders.execute(gameId, command).then(changed(gameId)),
    'founders.undo': ({ gameId }) => founders.undo(gameId).then(changed(gameId)),
    'founders.redo': ({ gameId }) => founders.redo(gameId).then(changed(gameId)),
    'founders.delete': async ({ gameId, confirmName }) => {
      await founders.remove(gameId, confirmName);
      return changed(gameId)({ deleted: true as const });
    },
    'founders.history': ({ gameId, limit }) => founders.history(gameId, limit),
  };
}
