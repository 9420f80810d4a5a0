import { z } from 'zod';

/**
 * The shapes of X-haven Assistant's data files, as far as the importer relies on them. Checking
 * the input against these first lets an error name its file and JSON path.
 */
const statValue = z.union([z.number().int(), z.string().min(1)]);

export const xhaStatsShape = z.object({
  health: statValue,
  move: z.number().int(),
  attack: statValue,
  range: z.number().int().optional(),
  attributes: z.array(z.string()).optional(),
});

export const xhaLevelShape = z.object({
  level: z.number().int().min(0).max(7),
  normal: xhaStatsShape.optional(),
  elite: xhaStatsShape.optional(),
  // A boss's level is flat: its stats sit beside the level number.
  health: statValue.optional(),
  move: z.number().int().optional(),
  attack: statValue.optional(),
  range: z.number().int().optional(),
  attributes: z.array(z.string()).optional(),
  immunities: z.array(z.string()).optional(),
  special1: z.array(z.string()).optional(),
  special2: z.array(z.string()).optional(),
  notes: z.string().optional(),
});
export type XhaLevel = z.infer<typeof xhaLevelShape>;

export const xhaMonsterShape = z.object({
  deck: z.string().min(1),
  count: z.number().int().positive(),
  levels: z.array(xhaLevelShape).length(8),
  flying: z.boolean().optional(),
  hidden: z.boolean().optional(),
  display: z.string().optional(),
});
export type XhaMonster = z.infer<typeof xhaMonsterShape>;

/** A card: [number, shuffle mark, initiative, ...lines]. */
export const xhaCardShape = z.tuple([z.number().int(), z.boolean(), z.number().int().min(0).max(99)], z.unknown());

export const xhaDeckShape = z.object({ name: z.string().min(1), cards: z.array(xhaCardShape).min(1) });

export const xhaPerkShape = z.object({
  removes: z.array(z.string()).optional(),
  adds: z.array(z.string()).optional(),
  text: z.string().optional(),
});
export type XhaPerk = z.infer<typeof xhaPerkShape>;

export const xhaClassShape = z.object({
  name: z.string().min(1),
  health: z.array(z.number().int().positive()).length(9),
  hidden: z.boolean().optional(),
  handSize: z.number().int().positive().optional(),
  perks: z.array(xhaPerkShape).optional(),
});

export const xhaSpecialShape = z.looseObject({
  type: z.string(),
  name: z.string().optional(),
  health: z.union([z.string(), z.number()]).optional(),
  init: z.number().int().optional(),
  note: z.string().optional(),
  list: z.array(z.unknown()).optional(),
  level: z.number().optional(),
});

export const xhaScenarioShape = z.object({
  monsters: z.array(z.string()).optional(),
  special: z.array(xhaSpecialShape).optional(),
  sections: z
    .record(z.string(), z.object({ special: z.array(xhaSpecialShape).optional(), monsters: z.array(z.string()).optional() }))
    .optional(),
});

export const xhaEditionShape = z.object({
  edition: z.string().min(1),
  classes: z.array(z.unknown()).optional(),
  monsterAbilities: z.array(z.unknown()),
  monsters: z.record(z.string(), z.unknown()),
  scenarios: z.record(z.string(), z.unknown()),
});

const perPartySize = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative(), z.number().int().nonnegative()]);
export const xhaPlacementShape = z.object({ normal: perPartySize, elite: perPartySize });

/** rooms/<Edition>.json: scenario number -> rooms in order -> { tile: { monster: placement } }. */
export const xhaRoomsShape = z.record(z.string(), z.array(z.record(z.string(), z.record(z.string(), z.unknown()))));

export const xhaSummonsShape = z.object({
  summons: z.record(z.string(), z.object({ health: z.number().int(), move: z.number().int(), attack: z.number().int() })),
});
