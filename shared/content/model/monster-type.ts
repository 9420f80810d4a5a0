import { z } from 'zod';
import { saidIssue } from '../../rules/says';
import { abilityActionSchema } from './ability-action';
import { immunitySchema, recordIdSchema, statValueSchema } from './vocabulary';

/**
 * What a monster stat card shows for one rank at one level. Attributes (shield, retaliate,
 * pierce, target, poison/wound on attack, advantage, ...) are the same actions cards use.
 */
export const monsterStatsSchema = z.object({
  health: statValueSchema,
  move: z.number().int().nonnegative(),
  attack: statValueSchema,
  range: z.number().int().nonnegative(),
  attributes: z.array(abilityActionSchema),
  immunities: z.array(immunitySchema),
});
export type MonsterStats = z.infer<typeof monsterStatsSchema>;

/** A boss's stat card: health usually a formula in C, and its two specials. */
export const bossStatsSchema = monsterStatsSchema.extend({
  special1: z.array(abilityActionSchema),
  special2: z.array(abilityActionSchema),
  notes: z.string().optional(),
});
export type BossStats = z.infer<typeof bossStatsSchema>;

export const monsterLevelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('normal'), level: z.number().int().min(0).max(7), normal: monsterStatsSchema, elite: monsterStatsSchema }),
  z.object({ kind: z.literal('boss'), level: z.number().int().min(0).max(7), boss: bossStatsSchema }),
]);
export type MonsterLevel = z.infer<typeof monsterLevelSchema>;

export const monsterTypeSchema = z
  .object({
    id: recordIdSchema,
    name: z.string().min(1),
    /** The ability deck it draws from (several monsters share "guard", "archer", "boss"...). */
    deck: recordIdSchema,
    /** How many standees the box has: the most that can be on the map at once. */
    standeeCount: z.number().int().positive(),
    isBoss: z.boolean(),
    isFlying: z.boolean(),
    /** Scenario-specific variants that no monster list should offer on its own. */
    isScenarioOnly: z.boolean(),
    levels: z.array(monsterLevelSchema).length(8),
  })
  .superRefine((monster, ctx) => {
    monster.levels.forEach((entry, index) => {
      if (entry.level !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', index, 'level'],
          ...saidIssue('files.schema.content.levelOrder', { level: entry.level, expected: index }),
        });
      if ((entry.kind === 'boss') !== monster.isBoss)
        ctx.addIssue({
          code: 'custom',
          path: ['levels', index, 'kind'],
          ...saidIssue(monster.isBoss ? 'files.schema.content.bossNeedsBossStats' : 'files.schema.content.bossStatsNotBoss'),
        });
    });
  });
export type MonsterType = z.infer<typeof monsterTypeSchema>;
