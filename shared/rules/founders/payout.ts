import {
  NEUTRAL,
  playerOf,
  resourceKindOf,
  tileOf,
  type FoundersState,
  type Prerequisite,
  type ResourceKind,
  type ResourceTile,
  type Supply,
  type Violation,
} from './game-state';

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
    return { violation: `There is no ${input.player} player in this game; pick one of ${colours(state)}.` };
  }
  if (tileOf(state, input.tile.id) !== undefined) {
    return { violation: `A tile with id ${input.tile.id} is already on the board; give the new tile another id.` };
  }
  const kind = resourceKindOf(state, input.tile.resource);
  if (kind === undefined) {
    return { violation: `${input.tile.resource} is not in the resource tree; enter it from its tile first.` };
  }
  if (kind.tier === 1) {
    return {
      violation: `${kind.resource} is a basic resource: it is imported with a trade action, not built. Use ImportResource.`,
    };
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
    return { violation: `No prestige building ${input.building} has been placed; place it with PlaceBuilding first.` };
  }
  const tile = tileOf(state, input.supply.tile);
  if (tile === undefined) {
    return { violation: `There is no resource tile ${input.supply.tile} on the board; name a tile that has been placed.` };
  }
  const requirement = building.requires.find((required) => required.resource === tile.resource);
  if (requirement === undefined) {
    const needed = building.requires.map((required) => required.resource).join(', ');
    return { violation: `${building.name} does not require ${tile.resource}; it requires ${needed}.` };
  }
  const earlier = building.deliveries.find((delivery) => delivery.resource === tile.resource);
  if (earlier !== undefined) {
    return {
      violation: `${ownerName(earlier.by)} already delivered ${tile.resource} to ${building.name}; a resource is delivered to a building only once.`,
    };
  }
  if (tile.owner === NEUTRAL) {
    return {
      violation: `Neutral ${tile.resource} is delivered when ${building.name} is placed, not by a connection (Neutral Buildings).`,
    };
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
    return { violation: `There is no resource tile ${supply.tile} on the board; name a ${resource} tile that has been placed.` };
  }
  if (tile.resource !== resource) {
    return { violation: `Tile ${tile.id} is ${tile.resource}, not ${resource}; name a ${resource} tile.` };
  }
  const kind = resourceKindOf(state, tile.resource);
  if (kind === undefined) {
    return { violation: `${tile.resource} is not in the resource tree; enter it from its tile first.` };
  }
  const line: PayoutLine = {
    depth,
    tile: tile.id,
    resource: tile.resource,
    owner: tile.owner,
    earned,
    paidToPrerequisites: 0,
    kept: 0,
    why: '',
  };
  lines.push(line);
  if (kind.tier > 1) {
    const from = supply.from ?? tile.from;
    if (from === undefined) {
      return {
        violation: `Nothing records which tiles supplied ${tile.resource} tile ${tile.id}; name them in its supply's "from".`,
      };
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
  const needs = kind.prerequisites.map((prerequisite) => prerequisite.resource).join(' and ');
  const matches: Match[] = [];
  for (const supply of from) {
    const tile = tileOf(state, supply.tile);
    if (tile === undefined) {
      return { violation: `There is no resource tile ${supply.tile} on the board; ${kind.resource} ${tileId} needs ${needs}.` };
    }
    const prerequisite = kind.prerequisites.find((needed) => needed.resource === tile.resource);
    if (prerequisite === undefined) {
      return {
        violation: `${kind.resource} is made from ${needs}, not ${tile.resource} (tile ${tile.id}); name a tile for each of ${needs}.`,
      };
    }
    if (matches.some((match) => match.prerequisite === prerequisite)) {
      return {
        violation: `Two tiles were named for the ${tile.resource} of ${kind.resource} ${tileId}; it uses one ${tile.resource} tile.`,
      };
    }
    matches.push({ prerequisite, supply, tile });
  }
  const missing = kind.prerequisites.filter((needed) => !matches.some((match) => match.prerequisite === needed));
  if (missing.length > 0) {
    const names = missing.map((needed) => needed.resource).join(' and ');
    return { violation: `${kind.resource} ${tileId} needs ${needs}; name the ${names} tile it uses.` };
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

function ownerName(owner: string): string {
  return owner === NEUTRAL ? 'The neutral supply' : owner;
}
