import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/**
 * The scenario channels (what each changes is declared with the channel, shared/ipc/channels/scenarios.ts).
 * With the request's `check` (a table device's permissions), a change, an undo and a redo are
 * weighed inside their own transaction; every view comes back in the request's language.
 */
export function scenarioHandlers(ctx: HandlerContext): Pick<`scenarios.${string}`> {
  const { scenarios } = ctx.services;
  return {
    'scenarios.list': ({ campaignId }, request) => scenarios.list(campaignId, request),
    'scenarios.start': (input, request) => scenarios.start(input, request),
    'scenarios.get': ({ sessionId }, request) => scenarios.get(sessionId, request),
    'scenarios.execute': ({ sessionId, command }, request) => scenarios.execute(sessionId, command, request),
    'scenarios.undo': ({ sessionId }, request) => scenarios.undo(sessionId, request),
    'scenarios.redo': ({ sessionId }, request) => scenarios.redo(sessionId, request),
    'scenarios.settle': async ({ sessionId, battleGoalCheckmarks, treasures, rewardItems }, request) => {
      // A settlement changes the campaign the most at once: a copy from just before it comes first.
      ctx.backups.write('before-settlement');
      return scenarios.settle(sessionId, battleGoalCheckmarks, { treasures, rewardItems }, request);
    },
    'scenarios.delete': async ({ sessionId }) => {
      await scenarios.remove(sessionId);
      return { deleted: true as const };
    },
  };
}
