import { z } from 'zod';
import { campaignViewSchema } from '../campaign-types';
import { questStatusSchema } from '../character-types';
import { idOf, type ChannelSpec } from './common';

const campaignId = idOf('campaignId');
const characterId = idOf('characterId');

/** A character's personal quest and retirement, read against the campaign's content. */
export const characterChannels = {
  'characters.quests': { input: z.object({ campaignId }).strict(), output: z.array(questStatusSchema) },
  /** Retires a character whose quest is fulfilled; the host reads the card's targets from the content. */
  'characters.retire': {
    input: z.object({ campaignId, characterId, isQuestFulfilled: z.boolean().default(false) }).strict(),
    output: campaignViewSchema,
  },
} as const satisfies Record<string, ChannelSpec>;
