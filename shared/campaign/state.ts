import { z } from 'zod';
import { EDITIONS } from '../rules/campaign/edition';

export const characterSchema = z.object({
  id: z.string(),
  classId: z.string(),
  name: z.string(),
  xp: z.number().int().min(0),
  gold: z.number().int().min(0),
  items: z.array(z.string()),
  perks: z.array(z.string()),
  checkmarks: z.number().int().min(0),
  personalQuest: z.string(),
  notes: z.string(),
  /** Extra perks from the player's earlier retirements (1st ed. rulebook p. 48). */
  bonusPerks: z.number().int().min(0),
  isRetired: z.boolean(),
  /** Donated this visit to town (reset by ReturnToTown): one donation per visit. */
  hasDonatedThisVisit: z.boolean(),
});
export type Character = z.infer<typeof characterSchema>;

export const scenarioRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  isUnlocked: z.boolean(),
  isCompleted: z.boolean(),
  attempts: z.number().int().min(0),
});
export type ScenarioRecord = z.infer<typeof scenarioRecordSchema>;

export const campaignStateSchema = z.object({
  id: z.string(),
  name: z.string(),
  edition: z.enum(EDITIONS),
  mode: z.enum(['campaign', 'casual']),
  party: z.object({
    name: z.string(),
    reputation: z.number().int().min(-20).max(20),
    donations: z.number().int().min(0),
    prosperityCheckmarks: z.number().int().min(0),
    notes: z.string(),
    achievements: z.array(z.string()),
  }),
  globalAchievements: z.array(z.string()),
  scenarios: z.array(scenarioRecordSchema),
  characters: z.array(characterSchema),
});
export type CampaignState = z.infer<typeof campaignStateSchema>;

export function emptyCampaign(id: string, name: string, edition: CampaignState['edition'], mode: CampaignState['mode']): CampaignState {
  return {
    id,
    name,
    edition,
    mode,
    party: { name: '', reputation: 0, donations: 0, prosperityCheckmarks: 0, notes: '', achievements: [] },
    globalAchievements: [],
    scenarios: [],
    characters: [],
  };
}
