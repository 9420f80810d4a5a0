import { z } from 'zod';
import { abilityDeckSchema } from './ability-deck';
import { battleGoalSchema, eventSchema, itemSchema, personalQuestSchema, treasureSchema } from './campaign-cards';
import { characterClassSchema } from './character-class';
import { monsterTypeSchema } from './monster-type';
import { scenarioSchema } from './scenario';
import { campaignSetupSchema, conditionRecordSchema, sectionSchema, translationSchema } from './second-edition';
import { editionSchema, recordIdSchema } from './vocabulary';

/**
 * A content pack: everything one import brought in. Several can be installed side by side; their
 * records are told apart by the pack id.
 */
export const contentPackSchema = z.object({
  id: recordIdSchema,
  name: z.string().min(1),
  edition: editionSchema,
  /** Where it came from: "xha", "ghs", "haven-demo"... */
  source: z.string().min(1),
  version: z.string().min(1),
  monsterTypes: z.array(monsterTypeSchema),
  abilityDecks: z.array(abilityDeckSchema),
  scenarios: z.array(scenarioSchema),
  characterClasses: z.array(characterClassSchema),
  items: z.array(itemSchema),
  events: z.array(eventSchema),
  personalQuests: z.array(personalQuestSchema),
  battleGoals: z.array(battleGoalSchema),
  treasures: z.array(treasureSchema),
  /** Book sections (2nd edition: later rooms, conclusions, milestones); absent from older packs. */
  sections: z.array(sectionSchema).default([]),
  /** The edition's conditions, when the source lists them. */
  conditions: z.array(conditionRecordSchema).default([]),
  /** How a campaign with this pack starts (2nd edition's starting decks, factions, milestones). */
  campaignSetups: z.array(campaignSetupSchema).default([]),
  /** Display names in other languages, kept for translation. */
  translations: z.array(translationSchema).default([]),
});
export type ContentPack = z.infer<typeof contentPackSchema>;

/** The record lists a pack holds, for code that walks them all. */
export const packRecordKinds = [
  'monsterTypes',
  'abilityDecks',
  'scenarios',
  'characterClasses',
  'items',
  'events',
  'personalQuests',
  'battleGoals',
  'treasures',
  'sections',
  'conditions',
  'campaignSetups',
  'translations',
] as const satisfies readonly (keyof ContentPack)[];
