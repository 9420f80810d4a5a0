import { createContentService } from '../../services/content';
import { createScenarioService, type ScenarioWriteCheck } from '../../services/scenarios';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

/**
 * The scenario channels. Every change tells open screens to read the session again; a settlement
 * also changes the campaign. With a `check` (a table device's permissions), a change, an undo and
 * a redo are weighed inside their own transaction.
 */
export function scenarioHandlers(ctx: HandlerContext, check?: ScenarioWriteCheck): Pick<`scenarios.${string}`> {
  const scenarios = createScenarioService(ctx.db, createContentService(ctx.db));
  const changed = <T extends { id: string; campaignId: string | null }>(view: T): T => {
    ctx.emit('scenarios.changed', { sessionId: view.id, campaignId: view.campaignId });
    return view;
  };
  return {
    'scenarios.list': ({ campaignId }) => scenarios.list(campaignId),
    'scenarios.start': (input) => scenarios.start(input).then(changed),
    'scenarios.get': ({ sessionId }) => scenarios.get(sessionId),
    'scenarios.execute': ({ sessionId, command }) => scenarios.execute(sessionId, command, check).then(changed),
    'scenarios.undo': ({ sessionId }) => scenarios.undo(sessionId, check).then(changed),
    'scenarios.redo': ({ sessionId }) => scenarios.redo(sessionId, check).then(changed),
    'scenarios.settle': async ({ sessionId, battleGoalCheckmarks, treasures, rewardItems }) => {
      // A settlement changes the campaign the most at once: a copy from just before it comes first.
      ctx.backups.write('before-settlement');
      const view = changed(await scenarios.settle(sessionId, battleGoalCheckmarks, { treasures, rewardItems }));
      ctx.emit('campaigns.changed', { campaignId: view.campaignId });
      return view;
    },
    'scenarios.delete': async ({ sessionId }) => {
      const view = await scenarios.get(sessionId);
      await scenarios.remove(sessionId);
      changed(view);
      return { deleted: true as const };
    },
  };
}
