import {
  NEUTRAL,
  playerOf,
  refused,
  resourceKindOf,
  tileOf,
  type FoundersState,
  type Prerequisite,
  type ResourceKind,
  type ResourceTile,
  type Supply,
  type Violation,
} from './game-state';
import { resourceWord, tileWord, wordsList } from './resource-words';

// Who earns how many points when a resource is used: to build an advanced resource, or delivered to
// a prestige building. Computed as a breakdown the screen can show before it is applied.

/**
 * Neutral Buildings: "All basic neutral resources are considered to have a value of 2 points instead
 * of 1 when points are paid out for a prerequisite."
 */
export const NEUTRAL_PREREQUISITE_POINTS = 2;

/** One tile earning points in a payout, in the order they are paid (a tile before its prerequisites). */
export type PayoutLine = {
  /** 0 for a tile used directly; 1 for its prerequisites; 2 for theirs. */
  depth: number;
  tile: string;
  resource: string;
  /** A player's colour, or NEUTRAL. */
  owner: string;
  earned: number;
  paidToPrerequisites: number;
  /** What the owner ends with from this tile; 0 for a neutral tile. */
  kept: number;
  /** Who pays this tile: the builder, or the owner of the tile it is a prerequisite of; absent for the tile delivered. */
  paidBy?: string;
  why: string;
};

export type Payout = {
  use: 'build' | 'delivery';
  /** The tile being built, or the prestige building delivered to. */
  target: string;
  lines: PayoutLine[];
  /** Net points per player, in player order; only players who own a tile in the lines. */
  points: { colour: string; points: number }[];
  /** Points earned by neutral tiles, which nobody receives. */
  lost: number;
};

export type BuildResourceInput = {
  player: string;
  tile: { id: string; resource: string };
  /** One tile per prerequisite of the resource being built. */
  from: Supply[];
};

export type DeliveryInput = {
  /** The prestige building's id. */
  building: string;
  /** The resource tile delivered, and optionally which tiles supply its prerequisites this time. */
  supply: Supply;
};

/**
 * Upgrade; Delivering Resources and Earning Points: "In the case of an advanced resource building
 * being built, its prerequisite resources are scored immediately." The tile built earns nothing.
 */
export function payoutForBuild(state: FoundersState, input: BuildResourceInput): Payout | Violation {
  if (playerOf(state, input.player) === undefined) {
    return refused('founders.pickPlayer', { player: input.player, players: colours(state) });
  }
  if (tileOf(state, input.tile.id) !== undefined) {
    return refused('founders.tileIdTaken', { id: tileWord(input.tile.id) });
  }
  const kind = resourceKindOf(state, input.tile.resource);
  if (kind === undefined) {
    return refused('founders.notInTree', { resource: resourceWord(input.tile.resource) });
  }
  if (kind.tier === 1) {
    return refused('founders.importedNotBuilt', { resource: resourceWord(kind.resource) });
  }
  const lines: PayoutLine[] = [];
  const problem = payPrerequisites(state, kind, input.tile.id, input.from, input.player, 0, lines);
  if (problem !== undefined) return problem;
  return summarise(state, 'build', input.tile.id, lines);
}

/**
 * Delivering Resources and Earning Points: the owner of the resource delivered "earns a number of
 * points equal to the main value in the banner below the resource icon", and pays its prerequisites
 * from those points, recursively (example 5). A resource is delivered to a building once only.
 */
export function payoutForDelivery(state: FoundersState, input: DeliveryInput): Payout | Violation {
  const building = state.prestigeBuildings.find((placed) => placed.id === input.building);
  if (building === undefined) {
    return refused('founders.noBuilding', { building: input.building });
  }
  const tile = tileOf(state, input.supply.tile);
  if (tile === undefined) {
    return refused('founders.noTile', { tile: tileWord(input.supply.tile) });
  }
  const requirement = building.requires.find((required) => required.resource === tile.resource);
  if (requirement === undefined) {
    const needed = wordsList(
      building.requires.map((required) => required.resource),
      resourceWord,
      'comma',
    );
    return refused('founders.notRequired', { name: building.name, resource: resourceWord(tile.resource), needed });
  }
  const earlier = building.deliveries.find((delivery) => delivery.resource === tile.resource);
  if (earlier !== undefined) {
    return refused('founders.deliveredAlready', { by: earlier.by, resource: resourceWord(tile.resource), name: building.name });
  }
  if (tile.owner === NEUTRAL) {
    return refused('founders.neutralDelivered', { resource: resourceWord(tile.resource), name: building.name });
  }
  const lines: PayoutLine[] = [];
  const problem = scoreUse(state, input.supply, tile.resource, requirement.points, null, 0, lines);
  if (problem !== undefined) return problem;
  return summarise(state, 'delivery', building.id, lines);
}

/** A tile earns `earned` points for being used, and pays its own prerequisites from them. */
function scoreUse(
  state: FoundersState,
  supply: Supply,
  resource: string,
  earned: number,
  usedBy: string | null,
  depth: number,
  lines: PayoutLine[],
): Violation | undefined {
  const tile = tileOf(state, supply.tile);
  if (tile === undefined) {
    return refused('founders.noTileOf', { tile: tileWord(supply.tile), resource: resourceWord(resource) });
  }
  if (tile.resource !== resource) {
    return refused('founders.wrongTile', { tile: tileWord(tile.id), is: resourceWord(tile.resource), resource: resourceWord(resource) });
  }
  const kind = resourceKindOf(state, tile.resource);
  if (kind === undefined) {
    return refused('founders.notInTree', { resource: resourceWord(tile.resource) });
  }
  const line: PayoutLine = {
    depth,
    tile: tile.id,
    resource: tile.resource,
    owner: tile.owner,
    earned,
    paidToPrerequisites: 0,
    kept: 0,
    ...(usedBy === null ? {} : { paidBy: usedBy }),
    why: '',
  };
  lines.push(line);
  if (kind.tier > 1) {
    const from = supply.from ?? tile.from;
    if (from === undefined) {
      return refused('founders.noSuppliers', { resource: resourceWord(tile.resource), tile: tileWord(tile.id) });
    }
    const before = lines.length;
    const problem = payPrerequisites(state, kind, tile.id, from, tile.owner, depth + 1, lines);
    if (problem !== undefined) return problem;
    line.paidToPrerequisites = lines
      .slice(before)
      .filter((paid) => paid.depth === depth + 1)
      .reduce((sum, paid) => sum + paid.earned, 0);
  }
  describe(line, usedBy);
  return undefined;
}

/** Pays each prerequisite of `kind` from the tiles named in `from`, one tile per prerequisite. */
function payPrerequisites(
  state: FoundersState,
  kind: ResourceKind,
  tileId: string,
  from: readonly Supply[],
  payer: string,
  depth: number,
  lines: PayoutLine[],
): Violation | undefined {
  const matched = matchSupplies(state, kind, tileId, from);
  if ('violation' in matched) return matched;
  for (const { prerequisite, supply, tile } of matched) {
    const problem = scoreUse(state, supply, tile.resource, prerequisiteValue(state, prerequisite, tile), payer, depth, lines);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** The points a prerequisite earns: as printed, but 2 for a neutral basic resource (Neutral Buildings). */
function prerequisiteValue(state: FoundersState, prerequisite: Prerequisite, tile: ResourceTile): number {
  const kind = resourceKindOf(state, tile.resource);
  const isNeutralBasic = tile.owner === NEUTRAL && kind?.tier === 1;
  return isNeutralBasic ? NEUTRAL_PREREQUISITE_POINTS : prerequisite.points;
}

type Match = { prerequisite: Prerequisite; supply: Supply; tile: ResourceTile };

function matchSupplies(state: FoundersState, kind: ResourceKind, tileId: string, from: readonly Supply[]): Match[] | Violation {
  const needs = wordsList(
    kind.prerequisites.map((prerequisite) => prerequisite.resource),
    resourceWord,
    'and',
  );
  const matches: Match[] = [];
  for (const supply of from) {
    const tile = tileOf(state, supply.tile);
    if (tile === undefined) {
      return refused('founders.noSupplyTile', {
        tile: tileWord(supply.tile),
        resource: resourceWord(kind.resource),
        id: tileWord(tileId),
        needs,
      });
    }
    const prerequisite = kind.prerequisites.find((needed) => needed.resource === tile.resource);
    if (prerequisite === undefined) {
      return refused('founders.madeFrom', {
        resource: resourceWord(kind.resource),
        needs,
        from: resourceWord(tile.resource),
        tile: tileWord(tile.id),
      });
    }
    if (matches.some((match) => match.prerequisite === prerequisite)) {
      return refused('founders.twoTiles', {
        from: resourceWord(tile.resource),
        resource: resourceWord(kind.resource),
        id: tileWord(tileId),
      });
    }
    matches.push({ prerequisite, supply, tile });
  }
  const missing = kind.prerequisites.filter((needed) => !matches.some((match) => match.prerequisite === needed));
  if (missing.length > 0) {
    const names = wordsList(
      missing.map((needed) => needed.resource),
      resourceWord,
      'and',
    );
    return refused('founders.needsTile', { resource: resourceWord(kind.resource), id: tileWord(tileId), needs, names });
  }
  return kind.prerequisites.flatMap((needed) => matches.filter((match) => match.prerequisite === needed));
}

function describe(line: PayoutLine, usedBy: string | null): void {
  const earned = `${line.earned} point${line.earned === 1 ? '' : 's'}`;
  if (line.owner === NEUTRAL) {
    // Neutral Buildings: "Whenever a neutral resource building would earn points, no one receives the points."
    line.why = `The neutral ${line.resource} tile earns ${earned}; no one receives them (neutral resource).`;
    return;
  }
  const remainder = line.earned - line.paidToPrerequisites;
  line.kept = Math.max(0, remainder);
  const paid = line.paidToPrerequisites > 0 ? `, pays ${line.paidToPrerequisites} for its prerequisites` : '';
  const clamp =
    remainder < 0 ? ' (the rulebook does not say what happens when neutral prerequisites take more than it earned; Haven keeps 0)' : '';
  // Delivering Resources and Earning Points: "if a player owns the prerequisite themselves, they do
  // not pay themselves any points for that resource" - the points are simply kept.
  const own = usedBy === line.owner ? `; ${line.owner} owns it too, so nothing changes hands` : '';
  line.why = `${line.owner}'s ${line.resource} tile earns ${earned}${paid} and keeps ${line.kept}${clamp}${own}.`;
}

function summarise(state: FoundersState, use: Payout['use'], target: string, lines: PayoutLine[]): Payout {
  const points = state.players
    .filter((player) => lines.some((line) => line.owner === player.colour))
    .map((player) => ({
      colour: player.colour,
      points: lines.filter((line) => line.owner === player.colour).reduce((sum, line) => sum + line.kept, 0),
    }));
  const lost = lines.filter((line) => line.owner === NEUTRAL).reduce((sum, line) => sum + line.earned, 0);
  return { use, target, lines, points, lost };
}

function colours(state: FoundersState): string {
  return state.players.map((player) => player.colour).join(', ');
}
