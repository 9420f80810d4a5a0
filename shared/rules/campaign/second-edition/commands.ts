import { z } from 'zod';
import { FACTIONS } from '../factions';
import { milestoneSchema, type CampaignMilestone } from './milestones';
import { says } from '../../../rules/says';

/** Commands of the 2nd edition's own campaign sheet: faction reputation, inspiration, masteries, imbuement. */

export const changeFactionReputationSchema = z.object({
  type: z.literal('ChangeFactionReputation'),
  faction: z.enum(FACTIONS),
  delta: z.number().int().min(-40).max(40),
});

/** The campaign unlocks a faction's boxes above 12 (2nd ed. rulebook p. 50). */
export const unlockFactionSchema = z.object({ type: z.literal('UnlockFaction'), faction: z.enum(FACTIONS) });

export const changeInspirationSchema = z.object({ type: z.literal('ChangeInspiration'), delta: z.number().int().min(-100).max(100) });

export const setMasteriesSchema = z.object({
  type: z.literal('SetMasteries'),
  characterId: z.string().min(1),
  masteries: z.number().int().min(0).max(2, says('files.schema.command.masteries')),
});

export const changeImbuementSchema = z.object({ type: z.literal('ChangeImbuement'), delta: z.number().int().min(-100).max(100) });

/**
 * Starts a 2nd-edition campaign from its content: the starting city and road event decks and the
 * campaign sheet's milestones. The host fills `setup` from the campaign's content packs; the
 * campaign's generator shuffles, and the order is stored in the events, so undo and redo replay it.
 */
export const setUpSecondEditionCampaignSchema = z.object({
  type: z.literal('SetUpSecondEditionCampaign'),
  setup: z
    .object({
      startingEvents: z.object({
        city: z.array(z.number().int().positive()).max(200),
        road: z.array(z.number().int().positive()).max(200),
      }),
      milestones: z.array(milestoneSchema).max(100),
    })
    .optional(),
  seed: z.number().int().optional(),
});

export type SecondEditionEvent =
  | { type: 'FactionReputationChanged'; faction: (typeof FACTIONS)[number]; from: number; to: number }
  | { type: 'InspirationChanged'; from: number; to: number }
  | { type: 'FactionUnlocked'; faction: (typeof FACTIONS)[number] }
  | { type: 'MasteriesChanged'; characterId: string; from: number; to: number }
  | { type: 'ImbuementChanged'; from: number; to: number }
  | { type: 'SecondEditionCampaignSetUp'; milestones: CampaignMilestone[] }
  | { type: 'MilestoneReached'; milestone: CampaignMilestone };

const EVENTS: ReadonlySet<string> = new Set([
  'FactionReputationChanged',
  'FactionUnlocked',
  'InspirationChanged',
  'MasteriesChanged',
  'ImbuementChanged',
  'SecondEditionCampaignSetUp',
  'MilestoneReached',
]);
export const isSecondEditionEvent = (e: { type: string }): e is SecondEditionEvent => EVENTS.has(e.type);
