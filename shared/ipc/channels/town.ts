import { z } from 'zod';
import { campaignViewSchema } from '../campaign-types';
import { townClassSchema, townViewSchema } from '../town-types';
import { idOf, type ChannelSpec } from './common';

const campaignId = idOf('campaignId');
const characterId = idOf('characterId');

/** The town of a campaign as its content packs describe it: the shop, event cards, classes, personal quests. */
export const townChannels = {
  'town.view': { input: z.object({ campaignId }).strict(), output: townViewSchema },
  /** The classes alone: character creation and the character sheet need no shop or event deck. */
  'town.classes': { input: z.object({ campaignId }).strict(), output: z.array(townClassSchema) },
  'town.buy': {
    input: z.object({ campaignId, characterId, packId: idOf('packId'), itemId: idOf('itemId') }).strict(),
    output: campaignViewSchema,
  },
  'town.sell': { input: z.object({ campaignId, characterId, itemName: z.string().min(1).max(80) }).strict(), output: campaignViewSchema },
  /** The party sets out for a scenario; the host reads its links and road-event mark from the content. */
  'town.travel': { input: z.object({ campaignId, scenarioId: idOf('scenarioId') }).strict(), output: campaignViewSchema },
  /** 2nd edition: the starting event decks and the milestones, from the campaign's content. */
  'town.setUpSecondEdition': { input: z.object({ campaignId }).strict(), output: campaignViewSchema },
  'town.dealPersonalQuests': {
    input: z.object({ campaignId }).strict(),
    output: z.array(z.object({ id: z.string(), number: z.number(), name: z.string() })),
  },
  'town.dealBattleGoals': {
    input: z.object({ campaignId }).strict(),
    output: z.array(
      z.object({
        characterId: z.string(),
        goals: z.array(z.object({ id: z.string(), name: z.string(), checks: z.number(), text: z.string() })),
      }),
    ),
  },
} as const satisfies Record<string, ChannelSpec>;
