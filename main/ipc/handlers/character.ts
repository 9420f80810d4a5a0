import { createCampaignService } from '../../services/campaigns';
import { createCharacterSheetService } from '../../services/character-sheet';
import { createCharacterService } from '../../services/characters';
import { createContentService } from '../../services/content';
import type { Handlers } from '../router';
import type { HandlerContext } from './context';

type Pick<K extends string> = { [C in Extract<keyof Handlers, K>]: Handlers[C] };

export function characterHandlers(ctx: HandlerContext): Pick<`character.${string}` | `characters.${string}`> {
  const campaigns = createCampaignService(ctx.db);
  const content = createContentService(ctx.db);
  const sheet = createCharacterSheetService(campaigns, content);
  const characters = createCharacterService(campaigns, content);
  return {
    'character.equipment': ({ campaignId, characterId }) => sheet.equipment(campaignId, characterId),
    'character.equip': ({ campaignId, characterId, itemName, isEquipped }) => sheet.equip(campaignId, characterId, itemName, isEquipped),
    'character.perks': ({ campaignId, characterId }) => sheet.perks(campaignId, characterId),
    'character.abilityCards': ({ campaignId, characterId }) => sheet.abilityCards(campaignId, characterId),
    'characters.quests': ({ campaignId }) => characters.quests(campaignId),
    'characters.retire': ({ campaignId, characterId, isQuestFulfilled }) => characters.retire(campaignId, characterId, isQuestFulfilled),
  };
}
