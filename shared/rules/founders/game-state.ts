import { z } from 'zod';
import { says } from '../says';
import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from '../refusal';
import type { FoundersValues } from './resource-words';

// The Founders of Gloomhaven game state as plain JSON, with the schemas the host uses to check
// stored or incoming data. Rule sources below name the rulebook section as its text shows it.

/** Owner of a neutral resource tile: a resource claimed by no player (Setup; Neutral Buildings). */
export const NEUTRAL = 'neutral';

const name = z.string().trim().min(1);
/** A resource as named in a command or the tree: its own sentence when it is left empty (issue 18). */
const resourceName = z.string().trim().min(1, says('founders.schema.resource'));
const points = z.number(says('founders.schema.points')).int(says('founders.schema.points')).min(0, says('founders.schema.points'));

/**
 * The "(+n)" printed under a main value, when the resource used is itself advanced: what it keeps
 * after paying its prerequisites. Optional; when entered it is checked against the tree, which
 * catches a misread tile (Delivering Resources and Earning Points).
 */
const remainder = z.number(says('founders.schema.remainder')).int(says('founders.schema.remainder')).optional();

/** One prerequisite of an advanced resource, with the points printed for it on that resource's tile. */
export const prerequisiteSchema = z.object({ resource: resourceName, points, remainder });
export type Prerequisite = z.infer<typeof prerequisiteSchema>;

/**
 * A resource type in the resource tree. Tier 1 is a basic resource (trade stall); tiers 2 and 3 are
 * advanced resource buildings whose tile prints the points each prerequisite earns when it is used
 * (Delivering Resources and Earning Points, example 1 and example 2).
 */
export const resourceKindSchema = z.object({
  resource: resourceName,
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)], says('founders.schema.tier')),
  prerequisites: z.array(prerequisiteSchema),
});
export type ResourceKind = z.infer<typeof resourceKindSchema>;

/**
 * Which tile supplies a resource, and for an advanced tile which tiles supply its own prerequisites
 * this time. The owner of a tile chooses among connected sources each time it scores its
 * prerequisites (Delivering Resources and Earning Points), so a use may name them again; when it
 * does not, the tiles recorded when the building was built are used.
 */
export type Supply = { tile: string; from?: Supply[] | undefined };
export const supplySchema: z.ZodType<Supply> = z.object({
  tile: z.string().trim().min(1, says('founders.schema.tile')),
  get from() {
    return z.array(supplySchema).optional();
  },
});

/** A resource tile on the board: a trade stall (basic) or a resource building (tier 2 or 3). */
export const resourceTileSchema = z.object({
  id: name,
  resource: name,
  /** A player's colour, or NEUTRAL. */
  owner: name,
  /** For an advanced tile: the tiles that supplied its prerequisites when it was built. */
  from: z.array(supplySchema).optional(),
  /** Players who bought access to the tile: their claim tokens under the owner's (Trade). */
  access: z.array(name).optional(),
});
export type ResourceTile = z.infer<typeof resourceTileSchema>;

export const playerSchema = z.object({
  /** The player's colour names them, as the rulebook does ("White earns 2 points"). */
  colour: name,
  race: name,
  /** Player order runs clockwise from the starting player, seat 0 (Setup). */
  seat: z.number().int().min(0),
  points: z.number().int(),
  money: z.number().int().min(0),
  fleetingInfluence: z.number().int().min(0),
  lastingInfluence: z.number().int().min(0),
  /** Houses built, up to three (Construct: Houses). */
  houses: z.number().int().min(0).max(3),
});
export type Player = z.infer<typeof playerSchema>;

/** A resource a prestige building requires, with the main value in the banner below its icon. */
export const prestigeRequirementSchema = z.object({ resource: resourceName, points, remainder });
export type PrestigeRequirement = z.infer<typeof prestigeRequirementSchema>;

/** A delivery token on a prestige building: who delivered which resource (NEUTRAL for neutral). */
export const deliverySchema = z.object({ resource: name, by: name });
export type Delivery = z.infer<typeof deliverySchema>;

export const prestigeBuildingSchema = z.object({
  id: name,
  name,
  requires: z.array(prestigeRequirementSchema).min(1),
  deliveries: z.array(deliverySchema),
});
export type PrestigeBuilding = z.infer<typeof prestigeBuildingSchema>;

export const finalScoreSchema = z.object({
  colour: name,
  pointsBefore: z.number().int(),
  fromLastingInfluence: z.number().int().min(0),
  fromMoney: z.number().int().min(0),
  total: z.number().int(),
});
export type FinalScore = z.infer<typeof finalScoreSchema>;

export const foundersStateSchema = z.object({
  isSetUp: z.boolean(),
  /** In player order (seat 0 first). */
  players: z.array(playerSchema),
  resources: z.array(resourceKindSchema),
  /** Basic resources claimed by no player in this game (Setup: 2- or 3-player games). */
  neutralResources: z.array(name),
  tiles: z.array(resourceTileSchema),
  prestigeBuildings: z.array(prestigeBuildingSchema),
  /** One per prestige building with all of its resources delivered (End of the Game). */
  completionTokens: z.number().int().min(0),
  isEndTriggered: z.boolean(),
  finalScores: z.array(finalScoreSchema).optional(),
  winner: name.optional(),
});
export type FoundersState = z.infer<typeof foundersStateSchema>;

/** The state before SetUpGame. */
export const newFoundersGame: FoundersState = {
  isSetUp: false,
  players: [],
  resources: [],
  neutralResources: [],
  tiles: [],
  prestigeBuildings: [],
  completionTokens: 0,
  isEndTriggered: false,
};

/**
 * A rule the command would break, as a sentence a person can act on (English), with its catalog
 * key and values so a screen or the host words it in its own language.
 */
export type Violation = { violation: string; refusal: Refusal };

/**
 * A Founders refusal from the catalog (`refusals.founders.*`): the English sentence (tiles by their
 * labels, shared/rules/founders/resource-words.ts) and its key; `parts` as `refusal` takes them.
 */
export function refused(key: RefusalKey, params: FoundersValues<RefusalParams[string]> = {}, parts?: Record<string, Refusal[]>): Violation {
  const data = refusal(key, params, parts);
  return { violation: englishRefusal(data), refusal: data };
}

export function isViolation(value: unknown): value is { violation: string } {
  return typeof value === 'object' && value !== null && 'violation' in value;
}

export function playerOf(state: FoundersState, colour: string): Player | undefined {
  return state.players.find((player) => player.colour === colour);
}

export function tileOf(state: FoundersState, id: string): ResourceTile | undefined {
  return state.tiles.find((tile) => tile.id === id);
}

export function resourceKindOf(state: FoundersState, resource: string): ResourceKind | undefined {
  return state.resources.find((kind) => kind.resource === resource);
}
