import { createCampaignService } from '../../services/campaigns';
import { createContentService } from '../../services/content';
import { createTownService } from '../../services/town';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function townHandlers(ctx: HandlerContext): Pick<`town.${string}`> {
  const town = createTownService(createCampaignService(ctx.db), createContentService(ctx.db));
  const changed =
    (campaignId: string) =>
    <T>(value: T): T => {
      ctx.emit('campaigns.changed', { campaignId });
      return value;
    };
  return {
    'town.view': ({ campaignId }) => town.view(campaignId),
    'town.classes': ({ campaignId }) => town.classes(campaignId),
    'town.buy': ({ campaignId, characterId, packId, itemId }) =>
      town.buy(campaignId, characterId, packId, itemId).then(changed(campaignId)),
    'town.sell': ({ campaignId, characterId, itemName }) => town.sell(campaignId, characterId, itemName).then(changed(campaignId)),
    'town.travel': ({ campaignId, scenarioId }) => town.travel(campaignId, scenarioId).then(changed(campaignId)),
    'town.setUpSecondEdition': ({ campaignId }) => town.setUpSecondEdition(campaignId).then(changed(campaignId)),
    // A deal is a campaign command (it draws from the campaign's generator and is in its history).
    'town.dealPersonalQuests': ({ campaignId }) => town.dealPersonalQuests(campaignId).then(changed(campaignId)),
    'town.dealBattleGoals': ({ campaignId }) => town.dealBattleGoals(campaignId).then(changed(campaignId)),
  };
}
