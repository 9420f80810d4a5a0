import { z } from 'zod';
import { recordIdSchema } from './vocabulary';

/**
 * A numbered section of the scenario or section book ("11.1"). Gloomhaven 2nd edition keeps a
 * scenario's later rooms, its conclusion and the campaign's milestones in sections: the rooms a
 * section reveals are imported into its scenario's `rooms` and named here by number.
 */
export const sectionSchema = z.object({
  id: recordIdSchema,
  /** As printed: "11.1". */
  number: z.string().min(1),
  name: z.string().optional(),
  /** The scenario index it belongs to, if any. */
  scenario: z.string().optional(),
  /** The number marked on the door (or map marker) that sends the party to this section. */
  marker: z.string().optional(),
  /** Rooms of its scenario this section reveals. */
  roomNumbers: z.array(z.number().int().positive()),
  isConclusion: z.boolean(),
  /** Scenario indexes it unlocks. */
  unlocks: z.array(z.string()),
  /** Rewards in words, as event effects are ("gold 25", "reputationFaction military -10"). */
  rewards: z.array(z.string()),
  /** Words the section's record carries (a milestone's instruction). */
  text: z.string().optional(),
});
export type Section = z.infer<typeof sectionSchema>;

/** The three factions as the data names them; Haven's campaign sheet keys them the same way. */
export const sectionFactionSchema = z.enum(['demons', 'merchants', 'military']);

/** A campaign milestone: when the track reaches `value`, the party reads `section`. */
export const milestoneSchema = z.object({
  track: z.enum(['prosperity', 'reputation', 'imbuement']),
  /** For reputation: whose. */
  faction: sectionFactionSchema.optional(),
  value: z.number().int(),
  section: z.string().min(1),
  /** The section's title ("Merchant Reputation 16"). */
  name: z.string().min(1),
  /** Scenario indexes that must all be completed before the milestone counts. */
  requiresCompleted: z.array(z.string()),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** How a 2nd-edition campaign starts and what it announces along the way (the `campaign` object). */
export const campaignSetupSchema = z.object({
  id: recordIdSchema,
  /** The starting event decks, as event numbers. */
  startingEvents: z.object({ city: z.array(z.number().int().positive()), road: z.array(z.number().int().positive()) }),
  factions: z.array(sectionFactionSchema),
  milestones: z.array(milestoneSchema),
});
export type CampaignSetup = z.infer<typeof campaignSetupSchema>;

/** A condition the edition uses ("safeguard", "ward" are 2nd edition's). */
export const conditionRecordSchema = z.object({ id: recordIdSchema, name: z.string().min(1) });
export type ConditionRecord = z.infer<typeof conditionRecordSchema>;

/**
 * One language's labels, by dotted key ("monster.bandit-guard"), and the pack's record names in it
 * by "kind/id" ("monsterTypes/bandit-guard": "Banditenwache"; see `localized-names.ts`). Packs
 * imported before names were kept have none: their records show in English.
 */
export const translationSchema = z.object({
  id: recordIdSchema,
  language: z.string().min(2),
  labels: z.record(z.string(), z.string()),
  names: z.record(z.string(), z.string()).default({}),
  /** The records' texts in this language by "kind/id" (an item's effect, "items/item-1"); none before issue 18's texts. */
  texts: z.record(z.string(), z.string()).optional(),
});
export type Translation = z.infer<typeof translationSchema>;
