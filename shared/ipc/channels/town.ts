import { z } from 'zod';
import { campaignViewSchema } from '../campaign-types';
import { townClassSchema, townViewSchema } from '../town-types';
import { changed, on } from '../host-events';
import { idOf, writes, type ChannelSpec } from './common';

const campaignId = idOf('campaignId');
const characterId = idOf('characterId');
const ofCampaign = z.object({ campaignId }).strict();
/** The town reads the campaign against its content packs. */
const readsCampaignAndContent = [on('campaigns.changed', 'campaignId'), on('content.changed')];
const changesCampaign = ({ campaignId }: { campaignId: string }) => [changed.campaign(campaignId)];
/**
 * A purchase or a sale answers with both things the shop shows, the campaign and the town as they
 * now are, so the screen shows it from the one answer (issue 28: one round trip, not three).
 */
const shopAnswer = z.object({ campaign: campaignViewSchema, town: townViewSchema });

/** The town of a campaign as its content packs describe it: the shop, event cards, classes, personal quests. */
export const townChannels = {
  'town.view': { input: ofCampaign, output: townViewSchema, readsAgainOn: readsCampaignAndContent },
  /** The classes alone: character creation and the character sheet need no shop or event deck. */
  'town.classes': { input: ofCampaign, output: z.array(townClassSchema), readsAgainOn: readsCampaignAndContent },
  'town.buy': writes({
    input: z.object({ campaignId, characterId, packId: idOf('packId'), itemId: idOf('itemId') }).strict(),
    output: shopAnswer,
    changes: changesCampaign,
  }),
  'town.sell': writes({
    input: z.object({ campaignId, characterId, itemName: z.string().min(1).max(80) }).strict(),
    output: shopAnswer,
    changes: changesCampaign,
  }),
  /** The party sets out for a scenario; the host reads its links and road-event mark from the content. */
  'town.travel': writes({
    input: z.object({ campaignId, scenarioId: idOf('scenarioId') }).strict(),
    output: campaignViewSchema,
    changes: changesCampaign,
  }),
  /** 2nd edition: the starting event decks and the milestones, from the campaign's content. */
  'town.setUpSecondEdition': writes({ input: ofCampaign, output: campaignViewSchema, changes: changesCampaign }),
  // A deal is a campaign command (it draws from the campaign's generator and is in its history).
  'town.dealPersonalQuests': writes({
    input: ofCampaign,
    output: z.array(z.object({ id: z.string(), number: z.number(), name: z.string() })),
    changes: changesCampaign,
  }),
  'town.dealBattleGoals': writes({
    input: ofCampaign,
    output: z.array(
      z.object({
        characterId: z.string(),
        goals: z.array(z.object({ id: z.string(), name: z.string(), checks: z.number(), text: z.string() })),
      }),
    ),
    changes: changesCampaign,
  }),
} as const satisfies Record<string, ChannelSpec>;
