import { z } from 'zod';
import { EDITIONS } from './edition';
import { FACTIONS } from './factions';
import { seedRng, type RngState } from '../../random';
import { rngStateSchema } from '../../random/rng-schema';
import { milestoneSchema } from './second-edition/milestones';
import { battleGoalHandSchema } from './battle-goal-cards';
import { EQUIP_SLOTS } from './equipment';
import { ENHANCEMENTS } from './enhancements';
import { nextScenarioEntrySchema } from './visit/next-scenario';

export const enhancementRecordSchema = z.object({
  card: z.string(),
  half: z.enum(['top', 'bottom']),
  enhancement: z.enum(ENHANCEMENTS),
});
export type EnhancementRecord = z.infer<typeof enhancementRecordSchema>;

export const characterSchema = z.object({
  id: z.string(),
  classId: z.string(),
  name: z.string(),
  xp: z.number().int().min(0),
  /** The level taken in town; absent for characters recorded before (their XP gives it). */
  level: z.number().int().min(1).max(9).optional(),
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
  /** Who plays the character: a player's retirements give their next characters extra perks. */
  player: z.string().default(''),
  /** 2nd edition: masteries achieved (0-2), each a perk mark. */
  masteries: z.number().int().min(0).max(2).default(0),
  isRetired: z.boolean(),
  /** Donated this visit to town (reset by ReturnToTown): one donation per visit. */
  hasDonatedThisVisit: z.boolean(),
  /** The owned items equipped, with their slots (see rules/campaign/equipment.ts); absent: none marked yet. */
  equipped: z
    .array(z.object({ name: z.string(), slot: z.enum(EQUIP_SLOTS), extraSmallItems: z.number().int().min(0).max(9).optional() }))
    .optional(),
  /** Died under the permanent death variant: out of the campaign like the retired, with nothing kept. */
  isDead: z.boolean().optional(),
  /** Enhancement stickers bought for the class's ability cards (see campaign/decide-enhancement.ts). */
  enhancements: z.array(enhancementRecordSchema).optional(),
  /**
   * What the campaign counts for personal quests since the character was created (quest-progress.ts):
   * gold donated, scenarios completed, other characters' retirements seen. Absent for characters
   * created before Haven kept them: their quests count these by hand.
   */
  tallies: z
    .object({
      donatedGold: z.number().int().min(0),
      completedScenarios: z.array(z.string()),
      retirementsSeen: z.number().int().min(0),
      /** Times the character was exhausted in a scenario played in campaign mode (kept since issue 31's round two). */
      exhaustions: z.number().int().min(0).optional(),
      /** Boss scenarios completed while in the party (kept since issue 31's round two). */
      bossScenarios: z.number().int().min(0).optional(),
      /** Monsters killed in scenarios played in campaign mode, by monster type id (kept since issue 31's round five). */
      kills: z.record(z.string().max(80), z.number().int().min(0)).optional(),
      /** Elite monsters killed in scenarios played in campaign mode (kept since issue 31's round six). */
      eliteKills: z.number().int().min(0).optional(),
      /** Monsters killed by an attack that took an item, by item name and monster type id (kept since round six). */
      itemKills: z.record(z.string().max(80), z.record(z.string().max(80), z.number().int().min(0))).optional(),
      /** Party members (this one too) exhausted in scenarios it played in campaign mode (kept since round six). */
      exhaustionsSeen: z.number().int().min(0).optional(),
    })
    .optional(),
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

export const whereaboutsSchema = z.object({
  place: z.enum(['town', 'scenario', 'road']),
  /** The scenario played last, and how it went. */
  lastScenario: z.object({ id: z.string(), outcome: z.enum(['success', 'failure']), links: z.array(z.string()) }).nullable(),
  /** This visit's city event is drawn (once per visit, 1st ed. rulebook p. 43). */
  cityEventDone: z.boolean(),
  /** The scenario the party travels to, and whether its road event is still due. */
  travel: z
    .object({
      scenarioId: z.string(),
      name: z.string(),
      roadEvent: z.enum(['due', 'drawn', 'none']),
      /** Why a road event is due or not, in English; `why` the same keyed (`refusals.host.roadReason.*`), absent in older campaigns. */
      reason: z.string(),
      why: z.object({ key: z.string().max(200), params: z.record(z.string(), z.string().max(200)) }).optional(),
    })
    .nullable(),
});
export type Whereabouts = z.infer<typeof whereaboutsSchema>;

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
    /** 2nd edition: factions whose reputation may go past 12 (the campaign unlocked their higher boxes). */
    unlockedFactions: z.array(z.enum(FACTIONS)).default([]),
  }),
  globalAchievements: z.array(z.string()),
  scenarios: z.array(scenarioRecordSchema),
  characters: z.array(characterSchema),
  /** The permanent death variant (1st ed. rulebook p. 50; 2nd ed. rulebook p. 58); absent: off. */
  isPermanentDeath: z.boolean().optional(),
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
  /** Personal quest cards fulfilled: out of the game, never dealt again (1st ed. rulebook p. 48). */
  completedQuests: z.array(z.string()).default([]),
  /** 1st edition: the Town Records book is open (the first retirement, p. 40). */
  townRecords: z.boolean().default(false),
  /** 1st edition: the reputation boxes of p. 49 already reached (10, 20, -10, -20), each acted on once. */
  reputationBoxes: z.array(z.number().int()).default([]),
  /** Battle goals dealt for the coming scenario, each character's kept one, until it is settled. */
  battleGoals: z.array(battleGoalHandSchema).default([]),
  /** A drawn event card being read, not yet resolved. */
  pendingEvent: z
    .object({
      deck: z.enum(['city', 'road']),
      cardId: z.string(),
      /** The option the party chose and turned the card for (final, p. 41), the outcomes that apply and those it answered. */
      option: z.string().optional(),
      applies: z.array(z.number().int().min(0)).optional(),
      unread: z.array(z.number().int().min(0)).optional(),
    })
    .nullable()
    .default(null),
  /**
   * Where the party is between scenarios (1st ed. rulebook pp. 41-43; 2nd ed. City Phase): visiting
   * Gloomhaven, at the scenario just played, or on the road to the next one.
   */
  whereabouts: whereaboutsSchema.default({ place: 'town', lastScenario: null, cityEventDone: false, travel: null }),
  /**
   * What event outcomes gave characters for the start of the next scenario (damage, conditions,
   * blesses, curses), kept until a scenario of the campaign is set up and takes them.
   */
  nextScenario: z.array(nextScenarioEntrySchema).default([]),
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
      unlockedFactions: [],
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
    completedQuests: [],
    townRecords: false,
    reputationBoxes: [],
    battleGoals: [],
    pendingEvent: null,
    whereabouts: { place: 'town', lastScenario: null, cityEventDone: false, travel: null },
    nextScenario: [],
    secondEdition: { isSetUp: false, milestones: [], reached: [], imbuement: 0 },
    rng: seedRng(seed),
  };
}
