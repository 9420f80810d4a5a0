import { z } from 'zod';
import { says } from '../../rules/says';

/**
 * The game's conditions, as printed on cards and in immunity lists; safeguard and ward are the 2nd
 * edition's (2nd ed. rulebook "Conditions"; the engine keeps them out of a 1st-edition scenario).
 */
export const conditionNames = [
  'stun',
  'immobilize',
  'disarm',
  'wound',
  'muddle',
  'poison',
  'invisible',
  'strengthen',
  'curse',
  'bless',
  'safeguard',
  'ward',
] as const;
export const conditionSchema = z.enum(conditionNames);
export type Condition = z.infer<typeof conditionSchema>;

/** Monsters may also be immune to forced movement; an immunity list names these too. */
export const immunitySchema = z.enum([...conditionNames, 'push', 'pull']);
export type Immunity = z.infer<typeof immunitySchema>;

/** The six elements; `any` is the wild element a card may consume ("any element"). */
export const elementSchema = z.enum(['fire', 'ice', 'air', 'earth', 'light', 'dark', 'any']);
export type Element = z.infer<typeof elementSchema>;

export const editionSchema = z.enum(['gh1', 'gh2']);
export type Edition = z.infer<typeof editionSchema>;

/**
 * A stat that may scale with the party: a plain number, or a formula kept as written, using
 * C (number of characters) and L (scenario level), e.g. "8xC" or "4+(CxL)". A few boss cards use
 * X or V for a value their special ability defines ("3+X": X is the hexes moved) and summons use
 * H for the summoner's current hit points. floor(...) and ceil(...) say how a fraction rounds.
 */
export const statValueSchema = z.union([
  z.number().int(),
  z.string().regex(/^(?=.*[\dCLXVH])(?:floor|ceil|[-+*/x()\dCLXVH ])+$/, says('files.schema.content.formula')),
]);
export type StatValue = z.infer<typeof statValueSchema>;

/** Record ids are kebab-case, like the community's data files use. */
export const recordIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, says('files.schema.content.recordId'));
