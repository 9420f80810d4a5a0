import { createCampaignService } from '../../services/campaigns';
import { createCharacterService } from '../../services/characters';
import { createContentService } from '../../services/content';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function characterHandlers(ctx: HandlerContext): Pick<`characters.${string}`> {
  const characters = createCharacterService(createCampaignService(ctx.db), createContentService(ctx.db));
  return {
    'characters.quests': ({ campaignId }) => characters.quests(campaignId),
    'characters.retire': async ({ campaignId, characterId, isQuestFulfilled }) => {
      const view = await characters.retire(campaignId, characterId, isQuestFulfilled);
      ctx.emit('campaigns.changed', { campaignId });
      return view;
    },
  };
}
