import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function characterHandlers(ctx: HandlerContext): Pick<`character.${string}` | `characters.${string}`> {
  const { characterSheet: sheet, characters } = ctx.services;
  return {
    'character.equipment': ({ campaignId, characterId }, { language }) => sheet.equipment(campaignId, characterId, language),
    'character.equip': ({ campaignId, characterId, itemName, isEquipped }) => sheet.equip(campaignId, characterId, itemName, isEquipped),
    'character.perks': ({ campaignId, characterId }) => sheet.perks(campaignId, characterId),
    'character.abilityCards': ({ campaignId, characterId }) => sheet.abilityCards(campaignId, characterId),
    'characters.quests': ({ campaignId }, { language }) => characters.quests(campaignId, language),
    'characters.retire': ({ campaignId, characterId, isQuestFulfilled, spendInspiration }) =>
      characters.retire(campaignId, characterId, isQuestFulfilled, spendInspiration),
  };
}
