import type { CommandOf, FoundersCommand } from './commands';
import { decideDeliverToPrestige, decidePlaceBuilding } from './decide-prestige';
import { decideEnterResource, decideImportResource, decideSetUpGame } from './decide-setup';
import type { FoundersEvent } from './events';
import { finalScores } from './final-scores';
import { isViolation, playerOf, refused, type FoundersState, type Violation } from './game-state';
import { income } from './income';
import { payoutForBuild } from './payout';
import { resolveVote, voteTiles } from './vote';
import { voteTileWord, wordsList } from './resource-words';

/**
 * What a command does to the game: the events it causes, or the rule it would break. Nothing is
 * changed by a violation. The command arrives parsed (the router, or `parseCommand` where a command
 * is built or read from outside); undo and redo replay stored events, never decide again.
 */
export function decide(state: FoundersState, command: FoundersCommand): FoundersEvent[] | Violation {
  if (command.type === 'SetUpGame') return decideSetUpGame(state, command);
  if (!state.isSetUp) {
    return refused('founders.notSetUp');
  }
  if (state.winner !== undefined) {
    return refused('founders.ended');
  }
  switch (command.type) {
    case 'EnterResource':
      return decideEnterResource(state, command);
    case 'ImportResource':
      return decideImportResource(state, command);
    case 'BuildResource':
      return decideBuildResource(state, command);
    case 'DeliverToPrestige':
      return decideDeliverToPrestige(state, command);
    case 'PlaceBuilding':
      return decidePlaceBuilding(state, command);
    case 'BuildHouse':
      return decideBuildHouse(state, command);
    case 'ResolveVote':
      return decideResolveVote(state, command);
    case 'CollectIncome': {
      const incomes = income(state, command);
      return isViolation(incomes) ? incomes : [{ type: 'IncomeCollected', incomes }];
    }
    case 'AdjustScore':
      return decideAdjustScore(state, command);
    case 'EndGame': {
      const result = finalScores(state, command.activePlayer);
      return isViolation(result) ? result : [{ type: 'GameEnded', scores: result.scores, winner: result.winner }];
    }
  }
}

function decideBuildResource(state: FoundersState, command: CommandOf<'BuildResource'>): FoundersEvent[] | Violation {
  const payout = payoutForBuild(state, command);
  if (isViolation(payout)) return payout;
  const tile = { id: command.tile.id, resource: command.tile.resource, owner: command.player, from: command.from };
  return [{ type: 'ResourceBuilt', player: command.player, tile, payout }];
}

/** Construct, Houses: "Each player can build up to three houses." */
export const MOST_HOUSES = 3;

function decideBuildHouse(state: FoundersState, command: CommandOf<'BuildHouse'>): FoundersEvent[] | Violation {
  const player = playerOf(state, command.player);
  if (player === undefined) return refused('founders.noPlayer', { player: command.player });
  if (player.houses >= MOST_HOUSES) {
    return refused('founders.allHouses', { player: player.colour, most: MOST_HOUSES });
  }
  return [{ type: 'HouseBuilt', player: player.colour }];
}

function decideResolveVote(state: FoundersState, command: CommandOf<'ResolveVote'>): FoundersEvent[] | Violation {
  const result = resolveVote(state, command);
  if (isViolation(result)) return result;
  const { winner, placer } = result;
  if (winner === null || placer === null) {
    // Every proposal names a vote tile, worded in the reader's language; never an English word as a value.
    const tied = wordsList(result.tie?.proposals ?? voteTiles, voteTileWord, 'and');
    const decider = result.tie?.decidedBy ?? command.caller;
    return refused('founders.voteTied', { tied, decider });
  }
  return [{ type: 'VoteResolved', caller: command.caller, result: { ...result, winner, placer } }];
}

function decideAdjustScore(state: FoundersState, command: CommandOf<'AdjustScore'>): FoundersEvent[] | Violation {
  const player = playerOf(state, command.player);
  if (player === undefined) return refused('founders.noPlayer', { player: command.player });
  const change = {
    points: command.points ?? 0,
    money: command.money ?? 0,
    fleetingInfluence: command.fleetingInfluence ?? 0,
    lastingInfluence: command.lastingInfluence ?? 0,
  };
  for (const key of ['money', 'fleetingInfluence', 'lastingInfluence'] as const) {
    if (player[key] + change[key] < 0) {
      return refused('founders.cannotLose', { player: player.colour, has: player[key], what: key, lose: -change[key] });
    }
  }
  return [{ type: 'ScoreAdjusted', player: player.colour, ...change, reason: command.reason }];
}
