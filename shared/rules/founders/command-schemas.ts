import { z } from 'zod';
import type { RefusalKey } from '../refusal';
import { says } from '../says';
import { prestigeRequirementSchema, resourceKindSchema, supplySchema } from './game-state';
import { voteTiles } from './vote';

// The schemas of the commands the host sends to decide(), so the host checks input at its boundary;
// each is its command module's (commands.ts lists the modules).
// Commands are imperative; decide() answers with past-tense events or a violation. Every check a
// player can meet from the screens has a sentence of its own, a catalog key (`says`, issue 18).

/** A text that must not be empty, and the sentence that says what it names. */
const named = (key: RefusalKey) => z.string().trim().min(1, says(key));
const colour = named('founders.schema.colour');
const player = named('founders.schema.player');
const resource = named('founders.schema.resource');
const influence = z
  .number(says('founders.schema.influence'))
  .int(says('founders.schema.influence'))
  .min(0, says('founders.schema.influence'));
/** A change to one of a player's tallies (AdjustScore), its sentence naming the tally. */
const change = (of: 'points' | 'money' | 'fleetingInfluence' | 'lastingInfluence') =>
  z
    .number(says(`founders.schema.change.${of}`))
    .int(says(`founders.schema.change.${of}`))
    .optional();
/** Money each player starts with (Setup); the new game's request bounds it further. */
export const startingMoneySchema = z
  .number(says('founders.schema.startingMoney'))
  .int(says('founders.schema.startingMoney'))
  .min(0, says('founders.schema.startingMoney'));
const proposal = z.enum(voteTiles, says('founders.schema.proposal'));

const newTileSchema = z.object({ id: named('founders.schema.tile'), resource });

/**
 * Terrain Types: "entrance (red), coastal (white), forested (green) and central (grey)"; the colour
 * of the space sets what a trade costs (Trade).
 */
export const terrains = ['entrance', 'coastal', 'forested', 'central'] as const;
export const terrainSchema = z.enum(terrains, says('founders.schema.terrain'));
export type Terrain = z.infer<typeof terrainSchema>;

/** Leading and Following: a card's main action, or another player's follow action. */
export const actionSchema = z.enum(['main', 'follow'], says('founders.schema.action'));
export type ActionKind = z.infer<typeof actionSchema>;

export const setUpGameSchema = z.object({
  type: z.literal('SetUpGame'),
  /** In player order: the starting player first, then clockwise (Setup). */
  players: z
    .array(z.object({ colour, race: named('founders.schema.race') }))
    .min(1, says('files.schema.players'))
    .max(4, says('files.schema.players')),
  /** The resource tree as entered for this game; the rulebook's part of it when left out. */
  resources: z.array(resourceKindSchema).optional(),
  /** Basic resources no player claimed (2- or 3-player games). */
  neutralResources: z.array(resource).optional(),
  /** Money each player starts with; 7 when left out (Setup). */
  startingMoney: startingMoneySchema.optional(),
  /** Trade stall tiles placed during setup, each with its owner's colour. */
  tiles: z.array(newTileSchema.extend({ owner: named('founders.schema.owner') })).optional(),
});

export const enterResourceSchema = z.object({
  type: z.literal('EnterResource'),
  /** A resource as printed on its tile; replaces an earlier entry of the same resource. */
  resource: resourceKindSchema,
});

export const importResourceSchema = z.object({
  type: z.literal('ImportResource'),
  tile: newTileSchema,
  /** A player's colour, or "neutral" for a neutral trade stall (Trade). */
  owner: named('founders.schema.owner'),
  /**
   * The trade action that paid for it (Trade): the space's terrain, main or follow action, and for
   * an import with access bought at once the player who buys it. Left out, the tile is placed
   * without a trade (at setup, or by a card whose action places it) and nothing is paid.
   */
  trade: z.object({ terrain: terrainSchema, action: actionSchema, buyer: player.optional() }).optional(),
});

export const buyAccessSchema = z.object({
  type: z.literal('BuyAccess'),
  player,
  /** The tile access is bought to: another player's, or a neutral one (Trade). */
  tile: named('founders.schema.tile'),
  /** The cheapest terrain the tile covers (Trade: "use whichever color is the cheapest"). */
  terrain: terrainSchema,
  action: actionSchema,
});

export const buildResourceSchema = z.object({
  type: z.literal('BuildResource'),
  player,
  tile: newTileSchema,
  /** One tile per prerequisite; an advanced one may name its own supplies in "from". */
  from: z.array(supplySchema).min(1, says('founders.schema.from')),
});

export const deliverToPrestigeSchema = z.object({
  type: z.literal('DeliverToPrestige'),
  /** The prestige building's id. */
  building: named('founders.schema.building'),
  supply: supplySchema,
});

export const placeBuildingSchema = z.object({
  type: z.literal('PlaceBuilding'),
  building: z.object({
    id: named('founders.schema.building'),
    name: named('founders.schema.buildingName'),
    requires: z.array(prestigeRequirementSchema).min(1, says('founders.schema.requires')),
  }),
});

/** Construct: the main action builds a house for 1 less than the follow action; main when left out. */
export const buildHouseSchema = z.object({ type: z.literal('BuildHouse'), player, action: actionSchema.optional() });

export const resolveVoteSchema = z.object({
  type: z.literal('ResolveVote'),
  caller: player,
  votes: z.array(
    z.object({
      player,
      proposal,
      fleetingInfluence: influence,
      lastingInfluence: influence,
    }),
  ),
  tieChoice: proposal.optional(),
});

export const collectIncomeSchema = z.discriminatedUnion('reason', [
  z.object({ type: z.literal('CollectIncome'), reason: z.literal('callToVote'), caller: player }),
  z.object({ type: z.literal('CollectIncome'), reason: z.literal('incomeAction'), player }),
]);

export const adjustScoreSchema = z.object({
  type: z.literal('AdjustScore'),
  player,
  /** Changes, not totals: +3 points, -4 money. */
  points: change('points'),
  money: change('money'),
  fleetingInfluence: change('fleetingInfluence'),
  lastingInfluence: change('lastingInfluence'),
  /** Shown in the history: "recruited the Shepherd", "paid for an upgrade", "corrected a slip". */
  reason: named('founders.schema.reason'),
});

export const endGameSchema = z.object({
  type: z.literal('EndGame'),
  /** The player holding the active player token; final ties go to the closest player to them. */
  activePlayer: player,
});
