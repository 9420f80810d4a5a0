import { z } from 'zod';
import { campaignCommandSchema } from '../../rules/campaign/commands';
import { campaignSummarySchema, campaignViewSchema, historyEntrySchema, newCampaignSchema } from '../campaign-types';
import { idOf, none, type ChannelSpec } from './common';

const campaignId = idOf('campaignId');

export const campaignChannels = {
  'campaigns.list': { input: none, output: z.array(campaignSummarySchema) },
  'campaigns.create': { input: newCampaignSchema, output: campaignViewSchema },
  'campaigns.get': { input: z.object({ campaignId }).strict(), output: campaignViewSchema },
  'campaigns.execute': { input: z.object({ campaignId, command: campaignCommandSchema }).strict(), output: campaignViewSchema },
  'campaigns.undo': { input: z.object({ campaignId }).strict(), output: campaignViewSchema },
  'campaigns.redo': { input: z.object({ campaignId }).strict(), output: campaignViewSchema },
  'campaigns.delete': {
    input: z.object({ campaignId, confirmName: z.string() }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  'campaigns.history': {
    input: z
      .object({ campaignId, limit: z.number().int().min(1).max(5000).optional(), characterId: z.string().min(1).optional() })
      .strict(),
    output: z.array(historyEntrySchema),
  },
} as const satisfies Record<string, ChannelSpec>;
