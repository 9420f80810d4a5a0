import { z } from 'zod';
import { checkLayout, layoutSchema } from '../../layout';

const hex = z.tuple([z.number().int(), z.number().int()]).readonly();

/**
 * A hex where the map sets up a monster that no standee of the scenario took: the data sets up none
 * there, or every standee of its type is on the board already (1st ed. rulebook p. 19).
 */
export const leftOffSchema = z.object({
  monster: z.string().min(1).max(80),
  rank: z.enum(['normal', 'elite']),
  hex,
  reason: z.enum(['notInData', 'noStandee']).default('notInData'),
});

/**
 * A scenario's map laid out from an imported layout (issue 27): the layout, the party's size that
 * picks each monster's rank, which of the map's rooms each of the content pack's rooms is, the
 * map's rooms on the table, and the hexes left empty where the map and the pack disagree. Checked
 * when a stored scenario is loaded: a campaign file brings scenarios from outside.
 */
export const scenarioMapSchema = z.object({
  layout: layoutSchema.refine((layout) => checkLayout(layout).ok, 'The scenario map is not sound.'),
  players: z.number().int().min(1).max(4),
  /** The pack's room numbers (a RevealRoom's `roomId`) and the map's room each lies on. */
  rooms: z.record(z.string().max(40), z.number().int().min(1).max(100)),
  /** The map's rooms on the table (1 is the starting room). */
  revealed: z.array(z.number().int().min(1).max(100)).max(100),
  leftOff: z.array(leftOffSchema).max(200),
});
export type ScenarioMap = z.infer<typeof scenarioMapSchema>;
export type LeftOff = z.output<typeof leftOffSchema>;

/** What a setup brings of the map: the layout and which of its rooms each of the pack's rooms is. */
export const mapSetupSchema = z.object({ layout: layoutSchema, rooms: scenarioMapSchema.shape.rooms });
export type MapSetup = z.infer<typeof mapSetupSchema>;
