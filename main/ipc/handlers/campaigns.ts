import { SCHEMA_VERSION } from '../../../migrations';
import { withStartingScenarios } from '../../services/campaign-packs';
import { APP_VERSION } from '../../version';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function appHandlers(ctx: HandlerContext): Pick<'app.info'> {
  return {
    'app.info': async () => ({ version: APP_VERSION, dataFile: ctx.dataFile, schemaVersion: SCHEMA_VERSION, mode: ctx.mode }),
  };
}

export function campaignHandlers(ctx: HandlerContext): Pick<`campaigns.${string}`> {
  const { campaigns, content } = ctx.services;
  return {
    'campaigns.list': () => campaigns.list(),
    'campaigns.create': async (input) => {
      const setup =
        input.contentPackIds.length > 0
          ? await withStartingScenarios(content, { type: 'UseContentPacks', packIds: input.contentPackIds, startingScenarios: [] })
          : undefined;
      return campaigns.create(input, setup);
    },
    'campaigns.get': ({ campaignId }) => campaigns.get(campaignId),
    'campaigns.execute': async ({ campaignId, command }) => campaigns.execute(campaignId, await withStartingScenarios(content, command)),
    'campaigns.undo': ({ campaignId }) => campaigns.undo(campaignId),
    'campaigns.redo': ({ campaignId }) => campaigns.redo(campaignId),
    'campaigns.delete': async ({ campaignId, confirmName }) => {
      await campaigns.remove(campaignId, confirmName);
      return { deleted: true as const };
    },
    'campaigns.history': ({ campaignId, limit, characterId }, { language }) => campaigns.history(campaignId, limit, characterId, language),
  };
}
