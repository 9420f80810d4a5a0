import { z } from 'zod';

/** The monster-turn/1 query (see the project's spec, monster-turn.md). */
const hex = z.tuple([z.number().int(), z.number().int()]);
const hexList = z.array(hex).default([]);

export const rulesSchema = z.enum(['gh', 'fh', 'jotl']);

export const monsterTurnQuerySchema = z.object({
  format: z.literal('monster-turn/1'),
  id: z.string().optional(),
  rules: rulesSchema,
  map: z.object({
    hexes: z.array(hex).min(1),
    walls: hexList,
    obstacles: hexList,
    traps: hexList,
    hazardous: hexList,
    difficult: hexList,
    icy: hexList,
    thinWalls: z.array(z.tuple([hex, hex])).default([]),
  }),
  figures: z.array(
    z.object({
      id: z.string().min(1),
      team: z.enum(['monsters', 'players']),
      hex,
      initiative: z.number().min(0).optional(),
      longResting: z.boolean().optional(),
      invisible: z.boolean().optional(),
      summonOf: z.string().nullable().optional(),
    }),
  ),
  active: z.string().min(1),
  ability: z.object({
    move: z.number().int().min(0),
    movement: z.enum(['normal', 'jump', 'flying', 'teleport']).default('normal'),
    attack: z
      .object({
        range: z.number().int().min(0),
        targets: z.number().int().min(1),
        aoe: z
          .object({
            cells: z.array(hex).min(1),
            anchor: z.enum(['self', 'free']),
          })
          .nullable()
          .optional(),
      })
      .nullable(),
    muddled: z.boolean().default(false),
  }),
});

export type MonsterTurnQuery = z.input<typeof monsterTurnQuerySchema>;
export type ParsedQuery = z.output<typeof monsterTurnQuerySchema>;
export type Rules = z.infer<typeof rulesSchema>;
