import { z } from 'zod';
import { refusal, type Refusal } from '../rules/refusal';

/** The monster-turn/1 query (see the project's spec, monster-turn.md). */
// Bounds far beyond any printed scenario (the largest maps have a few hundred hexes), so a
// hostile or broken query is refused with a sentence instead of making the solver work forever.
const MAX_COORDINATE = 1_000;
const MAX_HEXES = 5_000;
const coordinate = z
  .number({ error: 'a hex coordinate must be a number' })
  .int('a hex coordinate is a whole number')
  .min(-MAX_COORDINATE, `a hex coordinate is at least -${MAX_COORDINATE.toLocaleString('en')}`)
  .max(MAX_COORDINATE, `a hex coordinate is at most ${MAX_COORDINATE.toLocaleString('en')}`);
const hex = z.tuple([coordinate, coordinate], { error: 'a hex is two whole numbers, [column, row]' });
const hexList = z
  .array(hex)
  .max(MAX_HEXES, `a map lists at most ${MAX_HEXES.toLocaleString('en')} hexes of each kind`)
  .default([]);
const figureId = z.string().min(1, 'a figure needs a name').max(100, "a figure's name is at most 100 characters");

export const rulesSchema = z.enum(['gh', 'fh', 'jotl']);

export const monsterTurnQuerySchema = z.object({
  format: z.literal('monster-turn/1'),
  id: z.string().max(200, "the query's id is at most 200 characters").optional(),
  rules: rulesSchema,
  map: z.object({
    hexes: z
      .array(hex)
      .min(1, 'the map needs at least one hex')
      .max(MAX_HEXES, `a map has at most ${MAX_HEXES.toLocaleString('en')} hexes`),
    walls: hexList,
    obstacles: hexList,
    traps: hexList,
    hazardous: hexList,
    difficult: hexList,
    icy: hexList,
    thinWalls: z
      .array(z.tuple([hex, hex]))
      .max(MAX_HEXES, `a map lists at most ${MAX_HEXES.toLocaleString('en')} thin walls`)
      .default([]),
  }),
  figures: z
    .array(
      z.object({
        id: figureId,
        team: z.enum(['monsters', 'players']),
        hex,
        initiative: z.number().min(0, 'an initiative is at least 0').max(1000, 'an initiative is at most 1,000').optional(),
        longResting: z.boolean().optional(),
        invisible: z.boolean().optional(),
        summonOf: figureId.nullable().optional(),
      }),
    )
    .max(200, 'a board holds at most 200 figures'),
  active: figureId,
  ability: z.object({
    move: z.number().int('a move is a whole number').min(0, 'a move is at least 0').max(50, 'a move is at most 50'),
    movement: z.enum(['normal', 'jump', 'flying', 'teleport']).default('normal'),
    attack: z
      .object({
        range: z.number().int('a range is a whole number').min(0, 'a range is at least 0').max(50, 'a range is at most 50'),
        targets: z
          .number()
          .int('targets is a whole number')
          .min(1, 'an attack has at least 1 target')
          .max(50, 'an attack has at most 50 targets'),
        aoe: z
          .object({
            cells: z.array(hex).min(1, 'an area of effect covers at least one hex').max(100, 'an area of effect covers at most 100 hexes'),
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

/**
 * What the solver needs of a board beyond the schema, each as a refusal (`refusals.host.monsterAi.*`,
 * worded where it is shown): every figure has its own name and stands on a hex of the map, one
 * figure per hex (rulebook p. 12), and the active figure is among them. Empty when the board is
 * sound. Figures are named by whoever set the board up; a name is cut to 40 characters.
 */
export function boardProblems(query: ParsedQuery): Refusal[] {
  const problems: Refusal[] = [];
  const name = (id: string) => id.slice(0, 40);
  const onMap = new Set(query.map.hexes.map(([q, r]) => `${q},${r}`));
  const ids = new Set<string>();
  const taken = new Map<string, string>();
  for (const figure of query.figures) {
    if (ids.has(figure.id)) problems.push(refusal('host.monsterAi.sameName', { figure: name(figure.id) }));
    ids.add(figure.id);
    const hex = `${figure.hex[0]},${figure.hex[1]}`;
    if (!onMap.has(hex)) problems.push(refusal('host.monsterAi.offMap', { figure: name(figure.id), hex }));
    const other = taken.get(hex);
    if (other !== undefined) problems.push(refusal('host.monsterAi.sameHex', { figure: name(figure.id), other: name(other), hex }));
    taken.set(hex, figure.id);
  }
  if (!query.figures.some((figure) => figure.id === query.active))
    problems.push(refusal('host.monsterAi.noActive', { figure: name(query.active) }));
  return problems.slice(0, 3);
}
