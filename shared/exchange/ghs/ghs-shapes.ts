import { z } from 'zod';

/*
 * The parts of a Gloomhaven Secretariat save that Haven reads. GHS writes many more fields (the
 * scenario in progress, decks, settings); those pass through unread, and `notCarriedOver` names
 * the ones that hold something. Every field read here is typed, so a wrong type is refused with
 * its path. Written from GHS's model as documented, field by field; nothing is copied from a save.
 */

const text = z.string().max(20_000);
const count = z.number().int().min(-1_000_000).max(1_000_000);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(10_000);

/** A scenario as GHS records it: its printed number, the edition, and a group for side content. */
export const ghsScenarioSchema = z.looseObject({
  index: z.string().min(1).max(40),
  edition: z.string().max(40),
  group: z.string().max(80).nullish(),
  isCustom: z.boolean().optional(),
});
export type GhsScenario = z.infer<typeof ghsScenarioSchema>;

const ghsIdentifierSchema = z.looseObject({ name: z.string().min(1).max(200), edition: z.string().max(40) });

export const ghsProgressSchema = z.looseObject({
  experience: count.min(0).default(0),
  gold: count.min(0).default(0),
  items: list(ghsIdentifierSchema).default([]),
  /** One entry per perk line of the class: how many of its boxes are ticked. */
  perks: list(z.number().int().min(0).max(20)).default([]),
  /** GHS counts battle-goal checkmarks here. */
  battleGoals: count.min(0).default(0),
  personalQuest: z.union([text, z.number()]).optional(),
  notes: text.default(''),
  retired: z.boolean().default(false),
  retirements: count.min(0).default(0),
  extraPerks: count.min(0).default(0),
  donations: count.min(0).optional(),
});

export const ghsCharacterSchema = z.looseObject({
  /** The class, by its data name ("brute", or a code name such as "angry-face"). */
  name: z.string().min(1).max(200),
  edition: z.string().max(40),
  /** The name the player gave the character. */
  title: text.default(''),
  level: z.number().int().min(0).max(9).default(1),
  progress: ghsProgressSchema.optional(),
});
export type GhsCharacter = z.infer<typeof ghsCharacterSchema>;

export const ghsPartySchema = z.looseObject({
  name: text.default(''),
  edition: z.string().max(40).nullish(),
  notes: text.default(''),
  reputation: count.default(0),
  /** Prosperity checkmarks in total (not the level). */
  prosperity: count.min(0).default(0),
  donations: count.min(0).default(0),
  campaignMode: z.boolean().default(true),
  /** Older saves keep achievements as one text, a line each. */
  achievements: text.default(''),
  achievementsList: list(text).default([]),
  globalAchievements: text.default(''),
  globalAchievementsList: list(text).default([]),
  scenarios: list(ghsScenarioSchema).default([]),
  manualScenarios: list(ghsScenarioSchema).default([]),
  casualScenarios: list(ghsScenarioSchema).default([]),
  characters: list(ghsCharacterSchema).default([]),
  retirements: list(ghsCharacterSchema).default([]),
  /** 2nd edition (GHS keeps it for Frosthaven too): the party's inspiration. */
  inspiration: count.min(0).default(0),
  /** 2nd edition: reputation with each faction, by GHS's faction key ("merchant-guild"). */
  factionReputation: z.record(z.string().max(40), count).default({}),
});
export type GhsParty = z.infer<typeof ghsPartySchema>;

/** GHS's game export ("ghs-game….json"): one game, recognised by its revision number. */
export const ghsGameSchema = z.looseObject({
  revision: z.number().int().min(0),
  edition: z.string().max(40).nullish(),
  characters: list(ghsCharacterSchema).default([]),
  party: ghsPartySchema,
});
export type GhsGame = z.infer<typeof ghsGameSchema>;
