import type { CommandOf } from './commands';
import type { FoundersEvent } from './events';
import { NEUTRAL, playerOf, resourceKindOf, tileOf, type FoundersState, type ResourceTile, type Violation } from './game-state';
import { problemWithResourceKind, problemWithResourceTree, rulebookResourceTree } from './resource-tree';

/** Setup: "7 in money tokens". */
export const STARTING_MONEY = 7;

export function decideSetUpGame(state: FoundersState, command: CommandOf<'SetUpGame'>): FoundersEvent[] | Violation {
  if (state.isSetUp) {
    return { violation: 'This game is already set up; start a new game to set up another.' };
  }
  const colours = command.players.map((player) => player.colour);
  const repeated = colours.find((colour, index) => colours.indexOf(colour) !== index);
  if (repeated !== undefined) {
    return { violation: `Two players are ${repeated}; give each player their own colour.` };
  }
  if (colours.includes(NEUTRAL)) {
    return { violation: `"${NEUTRAL}" marks neutral tiles; give that player their colour's name.` };
  }
  const resources = command.resources ?? [...rulebookResourceTree];
  const treeProblem = problemWithResourceTree(resources);
  if (treeProblem !== undefined) return { violation: treeProblem };
  const players = command.players.map((player, seat) => ({
    colour: player.colour,
    race: player.race,
    seat,
    points: 0,
    money: command.startingMoney ?? STARTING_MONEY,
    fleetingInfluence: 0,
    lastingInfluence: 0,
    houses: 0,
  }));
  const neutralResources = command.neutralResources ?? [];
  const draft: FoundersState = { ...state, isSetUp: true, players, resources, neutralResources, tiles: [] };
  for (const neutral of neutralResources) {
    if (resourceKindOf(draft, neutral)?.tier !== 1) {
      return { violation: `Only basic resources can be neutral, and ${neutral} is not a basic resource in the resource tree.` };
    }
  }
  const tiles: ResourceTile[] = [];
  for (const tile of command.tiles ?? []) {
    const problem = problemWithImport({ ...draft, tiles }, tile, tile.owner);
    if (problem !== undefined) return problem;
    tiles.push({ id: tile.id, resource: tile.resource, owner: tile.owner });
  }
  return [{ type: 'GameSetUp', players, resources, neutralResources, tiles }];
}

export function decideEnterResource(state: FoundersState, command: CommandOf<'EnterResource'>): FoundersEvent[] | Violation {
  const others = state.resources.filter((kind) => kind.resource !== command.resource.resource);
  const problem = problemWithResourceKind(others, command.resource);
  if (problem !== undefined) return { violation: problem };
  const earlier = resourceKindOf(state, command.resource.resource);
  if (earlier !== undefined && earlier.tier !== command.resource.tier) {
    const usedBy = state.resources.find((kind) => kind.prerequisites.some((needed) => needed.resource === earlier.resource));
    if (usedBy !== undefined) {
      return {
        violation: `${usedBy.resource} is made from ${earlier.resource}, so ${earlier.resource} must stay tier ${earlier.tier}; correct ${usedBy.resource} first.`,
      };
    }
    if (state.tiles.some((tile) => tile.resource === earlier.resource)) {
      return { violation: `${earlier.resource} tiles are already on the board, so its tier cannot change; undo their placement first.` };
    }
  }
  // A correction must leave the resources made from this one consistent, e.g. their "(+n)".
  const treeProblem = problemWithResourceTree([...others, command.resource]);
  if (treeProblem !== undefined) return { violation: treeProblem };
  return [{ type: 'ResourceEntered', resource: command.resource }];
}

export function decideImportResource(state: FoundersState, command: CommandOf<'ImportResource'>): FoundersEvent[] | Violation {
  const problem = problemWithImport(state, command.tile, command.owner);
  if (problem !== undefined) return problem;
  return [{ type: 'ResourceImported', tile: { id: command.tile.id, resource: command.tile.resource, owner: command.owner } }];
}

/**
 * Trade: a player imports one of their basic resources; a neutral basic resource is imported as a
 * neutral trade stall with a neutral claim token.
 */
function problemWithImport(state: FoundersState, tile: { id: string; resource: string }, owner: string): Violation | undefined {
  if (tileOf(state, tile.id) !== undefined) {
    return { violation: `A tile with id ${tile.id} is already on the board; give the new tile another id.` };
  }
  const kind = resourceKindOf(state, tile.resource);
  if (kind === undefined) {
    return { violation: `${tile.resource} is not in the resource tree; enter it from its tile first.` };
  }
  if (kind.tier !== 1) {
    return { violation: `${tile.resource} is a tier ${kind.tier} resource building: it is built with BuildResource, not imported.` };
  }
  const isNeutralResource = state.neutralResources.includes(tile.resource);
  if (owner === NEUTRAL) {
    return isNeutralResource
      ? undefined
      : { violation: `${tile.resource} is not a neutral resource in this game, so its trade stall belongs to a player; name its owner.` };
  }
  if (playerOf(state, owner) === undefined) {
    return { violation: `There is no ${owner} player in this game; name a player's colour or "${NEUTRAL}".` };
  }
  if (isNeutralResource) {
    return { violation: `${tile.resource} is neutral in this game, so its trade stalls are neutral; import it with owner "${NEUTRAL}".` };
  }
  return undefined;
}
