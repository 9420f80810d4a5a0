import { z } from 'zod';
import { EDITIONS } from './edition';
import { seedRng, type RngState } from '../../random';
import { rngStateSchema } from '../../random/rng-schema';
import { milestoneSchema } from './second-edition/milestones';

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
  /** Progress on each of the personal quest's requirements, in the card's order. */
  questProgress: z.array(z.number().int().min(0)).default([]),
  notes: z.string(),
  /** Extra perks from the player's earlier retirements (1st ed. rulebook p. 48). */
  bonusPerks: z.number().int().min(0),
  /** 2nd edition: masteries achieved (0-2), each a perk mark. */
  masteries: z.number().int().min(0).max(2).default(0),
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
    /** 2nd edition: reputation with each faction (the 1st edition uses `reputation`). */
    factionReputation: z
      .object({ demons: z.number().int(), merchants: z.number().int(), military: z.number().int() })
      .default({ demons: 0, merchants: 0, military: 0 }),
    /** 2nd edition: the party's inspiration. */
    inspiration: z.number().int().min(0).default(0),
  }),
  globalAchievements: z.array(z.string()),
  scenarios: z.array(scenarioRecordSchema),
  characters: z.array(characterSchema),
  /** The installed content packs this campaign reads (classes, shop, events). */
  contentPackIds: z.array(z.string()).default([]),
  /** Locked classes opened in this campaign (a sealed box or envelope, 1st ed. rulebook p. 40). */
  unlockedClasses: z.array(z.string()).default([]),
  /** Item designs unlocked by scenarios and events: in the shop whatever the prosperity. */
  itemDesigns: z.array(z.string()).default([]),
  /** The city and road event decks, top card first. */
  eventDecks: z.object({ city: z.array(z.string()), road: z.array(z.string()) }).default({ city: [], road: [] }),
  removedEvents: z.array(z.string()).default([]),
  /** Numbered treasure tiles looted in this campaign: each is looted once (1st ed. rulebook p. 15). */
  lootedTreasures: z.array(z.number().int().positive()).default([]),
  /** A drawn event card being read, not yet resolved. */
  pendingEvent: z
    .object({ deck: z.enum(['city', 'road']), cardId: z.string() })
    .nullable()
    .default(null),
  /** 2nd edition: set up from the content (starting decks, milestones), imbuement, milestones read. */
  secondEdition: z
    .object({
      isSetUp: z.boolean(),
      milestones: z.array(milestoneSchema),
      reached: z.array(z.string()),
      imbuement: z.number().int().min(0),
    })
    .default({ isSetUp: false, milestones: [], reached: [], imbuement: 0 }),
  /**
   * The generator every shuffle and deal of the campaign draws from (event decks, personal quests,
   * battle goals); each such event carries the state after it, so a replayed history deals the same
   * cards. Absent in campaigns saved before it: they draw from their id (see campaignRng).
   */
  rng: rngStateSchema.optional(),
});
export type CampaignState = z.infer<typeof campaignStateSchema>;

/** The campaign's generator; an older campaign without one starts from its id (still replayable). */
export function campaignRng(state: Pick<CampaignState, 'id' | 'rng'>): RngState {
  return state.rng ?? seedRng(state.id);
}

/** A new campaign; `seed` (the host picks it once, at creation) starts its generator. */
export function emptyCampaign(
  id: string,
  name: string,
  edition: CampaignState['edition'],
  mode: CampaignState['mode'],
  seed: number | string = id,
): CampaignState {
  return {
    id,
    name,
    edition,
    mode,
    party: {
      name: '',
      reputation: 0,
      donations: 0,
      prosperityCheckmarks: 0,
      notes: '',
      achievements: [],
      factionReputation: { demons: 0, merchants: 0, military: 0 },
      inspiration: 0,
    },
    globalAchievements: [],
    scenarios: [],
    characters: [],
    contentPackIds: [],
    unlockedClasses: [],
    itemDesigns: [],
    eventDecks: { city: [], road: [] },
    removedEvents: [],
    lootedTreasures: [],
    pendingEvent: null,
    secondEdition: { isSetUp: false, milestones: [], reached: [], imbuement: 0 },
    rng: seedRng(seed),
  };
}
