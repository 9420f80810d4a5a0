import { z } from 'zod';
import { campaignCommandSchema } from '../../rules/campaign/commands';
import { campaignSummarySchema, campaignViewSchema, historyEntrySchema, newCampaignSchema } from '../campaign-types';
import { changed, on } from '../host-events';
import type { SettlementRewardsView } from '../scenario-types';
import { idOf, none, writes, type ChannelSpec } from './common';

const campaignId = idOf('campaignId');
const ofCampaign = z.object({ campaignId }).strict();
const readsCampaign = [on('campaigns.changed', 'campaignId')];
const changesCampaign = ({ campaignId }: { campaignId: string }) => [changed.campaign(campaignId)];

export const campaignChannels = {
  'campaigns.list': { input: none, output: z.array(campaignSummarySchema), readsAgainOn: readsCampaign },
  'campaigns.create': writes({
    input: newCampaignSchema,
    output: campaignViewSchema,
    changes: (_, view) => [changed.campaign(view.state.id)],
  }),
  'campaigns.get': { input: ofCampaign, output: campaignViewSchema, readsAgainOn: readsCampaign },
  'campaigns.execute': writes({
    input: z.object({ campaignId, command: campaignCommandSchema }).strict(),
    output: campaignViewSchema,
    changes: changesCampaign,
  }),
  'campaigns.undo': writes({ input: ofCampaign, output: campaignViewSchema, changes: changesCampaign }),
  'campaigns.redo': writes({ input: ofCampaign, output: campaignViewSchema, changes: changesCampaign }),
  'campaigns.delete': writes({
    input: z.object({ campaignId, confirmName: z.string() }).strict(),
    output: z.object({ deleted: z.literal(true) }),
    changes: changesCampaign,
  }),
  /** A scenario's rewards from the campaign's content, for a result recorded by hand (null: no content for it). */
  'campaigns.scenarioRewards': {
    input: z.object({ campaignId, scenarioId: z.string().min(1).max(80) }).strict(),
    output: z.custom<SettlementRewardsView | null>((value) => value === null || (typeof value === 'object' && value !== null)),
    readsAgainOn: [...readsCampaign, on('content.changed')],
  },
  /**
   * The campaign's achievements as the request's language names them (English name → name shown),
   * and those `also` names (an event's achievements, not yet gained).
   */
  'campaigns.achievementNames': {
    input: z
      .object({
        campaignId,
        also: z
          .object({ global: z.array(z.string().max(80)).max(20), party: z.array(z.string().max(80)).max(20) })
          .strict()
          .optional(),
      })
      .strict(),
    output: z.object({ global: z.record(z.string(), z.string()), party: z.record(z.string(), z.string()) }),
    readsAgainOn: [...readsCampaign, on('content.changed')],
  },
  'campaigns.history': {
    input: z
      .object({ campaignId, limit: z.number().int().min(1).max(5000).optional(), characterId: z.string().min(1).optional() })
      .strict(),
    output: z.array(historyEntrySchema),
    readsAgainOn: readsCampaign,
  },
} as const satisfies Record<string, ChannelSpec>;
