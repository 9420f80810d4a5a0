import { z } from 'zod';
import { packRecordKinds } from '../content/model/content-pack';
import { EDITIONS } from '../rules/campaign/edition';
import type { Refusal } from '../rules/refusal';

/** A catalog key with its values and parts (shared/rules/refusal.ts), as an import report's line carries it. */
const wordsShape: z.ZodType<Refusal> = z.lazy(() =>
  z.object({
    key: z.string(),
    params: z.record(z.string(), z.string()),
    parts: z.record(z.string(), z.array(wordsShape)).optional(),
  }),
);

/** The pack's record lists, named once in the content model. */
const kinds = packRecordKinds;

export const installedPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  edition: z.enum(EDITIONS),
  source: z.string(),
  version: z.string(),
  importedAt: z.string(),
  counts: z.object(Object.fromEntries(kinds.map((k) => [k, z.number()])) as Record<(typeof kinds)[number], z.ZodNumber>),
  /** Share of ability-card lines turned into structured actions (0..1), when the import reported it. */
  structuredShare: z.number().nullable(),
  notes: z.array(z.string()),
  /** The notes as catalog keys (issue 18), one for each note, so the screen words them; none for a pack imported before. */
  noteWords: z.array(wordsShape).optional(),
  keptAsText: z.number(),
  /** Known faults of the source imported anyway, each with what was done. */
  warnings: z.array(z.string()).default([]),
  /** The warnings as catalog keys, as noteWords are for the notes. */
  warningWords: z.array(wordsShape).optional(),
  /** A kind's count in more detail ("16 scenario variants"), where the import said. */
  details: z.record(z.string(), z.string()).default({}),
});
export type InstalledPack = z.infer<typeof installedPackSchema>;

/**
 * An import that would replace an installed pack (the same id): nothing is written yet (issue 26).
 * The screen shows what changes and asks; `content.import({ confirm: token })` replaces it. Told
 * from an installed pack by `kind`.
 */
export const packReplacementSchema = z.object({
  kind: z.literal('replace'),
  /** Given back to replace the pack; good once, for a few minutes. */
  token: z.string(),
  id: z.string(),
  /** The installed pack's name, and the new one's. */
  name: z.string(),
  newName: z.string(),
  before: installedPackSchema.shape.counts,
  after: installedPackSchema.shape.counts,
  /** Campaigns that read the installed pack (their records are all in the new one too). */
  campaigns: z.array(z.string()),
});
export type PackReplacement = z.infer<typeof packReplacementSchema>;

/**
 * Scenario layouts imported from the Virtual Gloomhaven Board (issue 27): how many of each game's
 * scenarios, and the data's known faults imported anyway. Told from a pack by `kind`.
 */
export const installedLayoutsSchema = z.object({
  kind: z.literal('layouts'),
  id: z.string(),
  name: z.string(),
  importedAt: z.string(),
  counts: z.object({ gloomhaven: z.number(), 'forgotten-circles': z.number(), solo: z.number() }),
  warnings: z.array(z.string()),
  warningWords: z.array(wordsShape).optional(),
});
export type InstalledLayouts = z.infer<typeof installedLayoutsSchema>;

/** Record kinds only some sources have; a pack without them has nothing to say about them. */
export const OPTIONAL_RECORD_KINDS: ReadonlySet<string> = new Set(['sections', 'conditions', 'campaignSetups', 'translations']);

export const RECORD_KIND_NAMES: Record<(typeof kinds)[number], string> = {
  monsterTypes: 'monster types',
  abilityDecks: 'ability decks',
  scenarios: 'scenarios',
  characterClasses: 'classes',
  items: 'items',
  events: 'events',
  personalQuests: 'personal quests',
  battleGoals: 'battle goals',
  treasures: 'treasures',
  sections: 'sections',
  conditions: 'conditions',
  campaignSetups: 'campaign setups',
  translations: 'label languages',
};

export const RECORD_KIND_SINGULAR: Record<(typeof kinds)[number], string> = {
  monsterTypes: 'monster type',
  abilityDecks: 'ability deck',
  scenarios: 'scenario',
  characterClasses: 'class',
  items: 'item',
  events: 'event',
  personalQuests: 'personal quest',
  battleGoals: 'battle goal',
  treasures: 'treasure',
  sections: 'section',
  conditions: 'condition',
  campaignSetups: 'campaign setup',
  translations: 'label language',
};
