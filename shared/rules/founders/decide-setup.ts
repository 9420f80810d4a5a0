import type { z } from 'zod';
import { ruleCommand } from './command-module';
import { enterResourceSchema, importResourceSchema, setUpGameSchema } from './command-schemas';
import type { FoundersEvent } from './events';
import { importTradeEvents } from './decide-trade';
import { evolve } from './evolve';
import {
  NEUTRAL,
  isViolation,
  playerOf,
  refused,
  resourceKindOf,
  tileOf,
  type FoundersState,
  type ResourceTile,
  type Violation,
} from './game-state';
import { resourceKindRefusal, resourceTreeRefusal, rulebookResourceTree } from './resource-tree';
import { resourceWord, tileWord } from './resource-words';

/** Setup: "7 in money tokens". */
export const STARTING_MONEY = 7;

export function decideSetUpGame(state: FoundersState, command: z.output<typeof setUpGameSchema>): FoundersEvent[] | Violation {
  if (state.isSetUp) {
    return refused('founders.setUpAlready');
  }
  const colours = command.players.map((player) => player.colour);
  const repeated = colours.find((colour, index) => colours.indexOf(colour) !== index);
  if (repeated !== undefined) {
    return refused('founders.sameColour', { colour: repeated });
  }
  if (colours.includes(NEUTRAL)) {
    return refused('founders.neutralColour', { neutral: NEUTRAL });
  }
  const resources = command.resources ?? [...rulebookResourceTree];
  const treeProblem = resourceTreeRefusal(resources);
  if (treeProblem !== undefined) return treeProblem;
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
      return refused('founders.neutralNotBasic', { resource: resourceWord(neutral) });
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

export function decideEnterResource(state: FoundersState, command: z.output<typeof enterResourceSchema>): FoundersEvent[] | Violation {
  const others = state.resources.filter((kind) => kind.resource !== command.resource.resource);
  const problem = resourceKindRefusal(others, command.resource);
  if (problem !== undefined) return problem;
  const earlier = resourceKindOf(state, command.resource.resource);
  if (earlier !== undefined && earlier.tier !== command.resource.tier) {
    const usedBy = state.resources.find((kind) => kind.prerequisites.some((needed) => needed.resource === earlier.resource));
    if (usedBy !== undefined) {
      return refused('founders.tierInUse', {
        usedBy: resourceWord(usedBy.resource),
        resource: resourceWord(earlier.resource),
        tier: earlier.tier,
      });
    }
    if (state.tiles.some((tile) => tile.resource === earlier.resource)) {
      return refused('founders.tierOnBoard', { resource: resourceWord(earlier.resource) });
    }
  }
  // A correction must leave the resources made from this one consistent, e.g. their "(+n)".
  const treeProblem = resourceTreeRefusal([...others, command.resource]);
  if (treeProblem !== undefined) return treeProblem;
  return [{ type: 'ResourceEntered', resource: command.resource }];
}

export function decideImportResource(state: FoundersState, command: z.output<typeof importResourceSchema>): FoundersEvent[] | Violation {
  const problem = problemWithImport(state, command.tile, command.owner);
  if (problem !== undefined) return problem;
  const imported: FoundersEvent = {
    type: 'ResourceImported',
    tile: { id: command.tile.id, resource: command.tile.resource, owner: command.owner },
  };
  // Trade: the import is paid for (and any access bought with it) from the game with the tile placed.
  const paid = importTradeEvents(evolve(state, imported), command);
  return isViolation(paid) ? paid : [imported, ...paid];
}

/**
 * Trade: a player imports one of their basic resources; a neutral basic resource is imported as a
 * neutral trade stall with a neutral claim token.
 */
function problemWithImport(state: FoundersState, tile: { id: string; resource: string }, owner: string): Violation | undefined {
  if (tileOf(state, tile.id) !== undefined) {
    return refused('founders.tileIdTaken', { id: tileWord(tile.id) });
  }
  const kind = resourceKindOf(state, tile.resource);
  if (kind === undefined) {
    return refused('founders.notInTree', { resource: resourceWord(tile.resource) });
  }
  if (kind.tier !== 1) {
    return refused('founders.builtNotImported', { resource: resourceWord(tile.resource), tier: kind.tier });
  }
  const isNeutralResource = state.neutralResources.includes(tile.resource);
  if (owner === NEUTRAL) {
    return isNeutralResource ? undefined : refused('founders.stallNeedsOwner', { resource: resourceWord(tile.resource) });
  }
  if (playerOf(state, owner) === undefined) {
    return refused('founders.noOwner', { player: owner, neutral: NEUTRAL });
  }
  if (isNeutralResource) {
    return refused('founders.stallNeutral', { resource: resourceWord(tile.resource), neutral: NEUTRAL });
  }
  return undefined;
}

export const setUpGame = ruleCommand(setUpGameSchema, decideSetUpGame);

export const enterResource = ruleCommand(enterResourceSchema, decideEnterResource);

export const importResource = ruleCommand(importResourceSchema, decideImportResource);
