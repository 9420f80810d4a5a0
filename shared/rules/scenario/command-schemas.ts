import { z } from 'zod';
import { ALL_CONDITIONS } from './conditions';
import { modifierCardSchema } from './modifier-cards';
import { says } from '../says';

/**
 * The pieces of schema several scenario commands share. Each command's own schema is in its module
 * (modules/*.ts); the union the host parses with is built from the module list in `commands.ts`.
 */
export const figureRefSchema = z.object({
  kind: z.enum(['character', 'summon', 'monster']),
  id: z.string().min(1),
});

export const monsterPlacementSchema = z.object({
  typeId: z.string().min(1),
  rank: z.enum(['normal', 'elite', 'boss']),
  /** A chosen standee number; left out, a free one is drawn at random. */
  standeeNumber: z.number().int().min(1).optional(),
  isSummoned: z.boolean().default(false),
  /** Placed by a scenario spawn rule rather than revealed with a room. */
  isSpawned: z.boolean().default(false),
  isAlly: z.boolean().default(false),
});

export const conditionSchema = z.enum(ALL_CONDITIONS);
/** A whole number one command gives at once, bounded at entry with a sentence naming the field (issue 26). */
export const atOnce = (min: number, max: number, key: 'files.schema.command.experienceAtOnce' | 'files.schema.command.moneyTokensAtOnce') =>
  z.number().int().min(min).max(max, says(key, { max }));

export { modifierCardSchema };
