import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function townHandlers(ctx: HandlerContext): Pick<`town.${string}`> {
  const { town } = ctx.services;
  return {
    'town.view': ({ campaignId }, { language }) => town.view(campaignId, language),
    'town.classes': ({ campaignId }, { language }) => town.classes(campaignId, language),
    'town.buy': ({ campaignId, characterId, packId, itemId }, { language }) => town.buy(campaignId, characterId, packId, itemId, language),
    'town.sell': ({ campaignId, characterId, itemName }, { language }) => town.sell(campaignId, characterId, itemName, language),
    'town.travel': ({ campaignId, scenarioId }) => town.travel(campaignId, scenarioId),
    'town.setUpSecondEdition': ({ campaignId }) => town.setUpSecondEdition(campaignId),
    'town.dealPersonalQuests': ({ campaignId }) => town.dealPersonalQuests(campaignId),
    'town.dealBattleGoals': ({ campaignId }) => town.dealBattleGoals(campaignId),
  };
}
