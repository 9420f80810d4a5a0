import { z } from 'zod';
import { says } from '../rules/says';

/** The monster-turn/1 query (see the project's spec, monster-turn.md). */
// Bounds far beyond any printed scenario (the largest maps have a few hundred hexes), so a
// hostile or broken query is refused with a sentence instead of making the solver work forever.
const MAX_COORDINATE = 1_000;
const MAX_HEXES = 5_000;
const coordinate = z
  .number(says('files.schema.monsterTurn.coordinateNumber'))
  .int(says('files.schema.monsterTurn.coordinateWhole'))
  .min(-MAX_COORDINATE, says('files.schema.monsterTurn.coordinateAtLeast', { min: -MAX_COORDINATE }))
  .max(MAX_COORDINATE, says('files.schema.monsterTurn.coordinateAtMost', { max: MAX_COORDINATE }));
const hex = z.tuple([coordinate, coordinate], says('files.schema.monsterTurn.hex'));
const hexList = z
  .array(hex)
  .max(MAX_HEXES, says('files.schema.monsterTurn.hexesOfEachKind', { max: MAX_HEXES }))
  .default([]);
const figureId = z
  .string()
  .min(1, says('files.schema.monsterTurn.figureName'))
  .max(100, says('files.schema.monsterTurn.figureNameLong', { max: 100 }));

export const rulesSchema = z.enum(['gh', 'fh', 'jotl']);

export const monsterTurnQuerySchema = z.object({
  format: z.literal('monster-turn/1'),
  id: z
    .string()
    .max(200, says('files.schema.monsterTurn.queryIdLong', { max: 200 }))
    .optional(),
  rules: rulesSchema,
  map: z.object({
    hexes: z
      .array(hex)
      .min(1, says('files.schema.monsterTurn.mapOneHex'))
      .max(MAX_HEXES, says('files.schema.monsterTurn.mapHexes', { max: MAX_HEXES })),
    walls: hexList,
    obstacles: hexList,
    traps: hexList,
    hazardous: hexList,
    difficult: hexList,
    icy: hexList,
    thinWalls: z
      .array(z.tuple([hex, hex]))
      .max(MAX_HEXES, says('files.schema.monsterTurn.thinWalls', { max: MAX_HEXES }))
      .default([]),
  }),
  figures: z
    .array(
      z.object({
        id: figureId,
        team: z.enum(['monsters', 'players']),
        hex,
        initiative: z
          .number()
          .min(0, says('files.schema.monsterTurn.initiativeAtLeast', { min: 0 }))
          .max(1000, says('files.schema.monsterTurn.initiativeAtMost', { max: 1000 }))
          .optional(),
        longResting: z.boolean().optional(),
        invisible: z.boolean().optional(),
        summonOf: figureId.nullable().optional(),
      }),
    )
    .max(200, says('files.schema.monsterTurn.figures', { max: 200 })),
  active: figureId,
  ability: z.object({
    move: z
      .number()
      .int(says('files.schema.monsterTurn.moveWhole'))
      .min(0, says('files.schema.monsterTurn.moveAtLeast', { min: 0 }))
      .max(50, says('files.schema.monsterTurn.moveAtMost', { max: 50 })),
    movement: z.enum(['normal', 'jump', 'flying', 'teleport']).default('normal'),
    attack: z
      .object({
        range: z
          .number()
          .int(says('files.schema.monsterTurn.rangeWhole'))
          .min(0, says('files.schema.monsterTurn.rangeAtLeast', { min: 0 }))
          .max(50, says('files.schema.monsterTurn.rangeAtMost', { max: 50 })),
        targets: z
          .number()
          .int(says('files.schema.monsterTurn.targetsWhole'))
          .min(1, says('files.schema.monsterTurn.targetsAtLeast', { min: 1 }))
          .max(50, says('files.schema.monsterTurn.targetsAtMost', { max: 50 })),
        aoe: z
          .object({
            cells: z
              .array(hex)
              .min(1, says('files.schema.monsterTurn.areaAtLeast'))
              .max(100, says('files.schema.monsterTurn.areaAtMost', { max: 100 })),
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
