import { z } from 'zod';
import { campaignStateSchema } from '../rules/campaign/state';
import { EDITIONS } from '../rules/campaign/edition';
import { says } from '../rules/says';

export const newCampaignSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, says('files.schema.setup.campaignName'))
    .max(80, says('files.schema.gameNameLong', { max: 80 })),
  edition: z.enum(EDITIONS, says('files.schema.setup.edition')),
  mode: z.enum(['campaign', 'casual']).default('campaign'),
  /** Installed content packs the campaign reads (its classes, shop, events and starting scenarios). */
  contentPackIds: z
    .array(z.string().min(1).max(200))
    .max(20, says('files.schema.setup.packsAtMost', { max: 20 }))
    .default([]),
});
export type NewCampaign = z.infer<typeof newCampaignSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  edition: z.enum(EDITIONS),
  mode: z.enum(['campaign', 'casual']),
  partyName: z.string(),
  prosperityLevel: z.number(),
  activeCharacters: z.number(),
  /** The active characters' names: with the dates, they tell campaigns of the same name apart. */
  characterNames: z.array(z.string()).default([]),
  createdAt: z.string().default(''),
  updatedAt: z.string(),
  /** Its saved state cannot be read back (damaged inside the data file): listed by its name, refused when opened. */
  isDamaged: z.boolean().default(false),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignViewSchema = z.object({
  state: campaignStateSchema,
  canUndo: z.boolean(),
  canRedo: z.boolean(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

export const historyEntrySchema = z.object({
  seq: z.number(),
  summary: z.string(),
  at: z.string(),
  isUndone: z.boolean(),
  commandType: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
