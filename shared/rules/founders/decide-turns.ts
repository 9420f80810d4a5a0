import type { z } from 'zod';
import { ruleCommand } from './command-module';
import {
  adjustScoreSchema,
  buildHouseSchema,
  buildResourceSchema,
  collectIncomeSchema,
  endGameSchema,
  resolveVoteSchema,
} from './command-schemas';
import { houseCost, payment, upgradeCost } from './costs';
import { COMPLETION_TOKENS_TO_END } from './decide-prestige';
import type { FoundersEvent } from './events';
import { finalScores } from './final-scores';
import { isViolation, playerOf, refused, resourceKindOf, type FoundersState, type Violation } from './game-state';
import { income, withVoteIncome } from './income';
import { payoutForBuild } from './payout';
import { resolveVote, voteTiles } from './vote';
import { voteTileWord, wordsList } from './resource-words';

// The commands of a game under way: building, houses, votes, income, corrections and its end.

function decideBuildResource(state: FoundersState, command: z.output<typeof buildResourceSchema>): FoundersEvent[] | Violation {
  const payout = payoutForBuild(state, command);
  if (isViolation(payout)) return payout;
  // Upgrade: the builder pays 4 for a tier 2 and 6 for a tier 3 building, main or follow action alike.
  const tier = resourceKindOf(state, command.tile.resource)?.tier;
  const paid = payment(state, command.player, tier === 3 ? upgradeCost(3) : upgradeCost(2), 'upgrade');
  if (isViolation(paid)) return paid;
  const tile = { id: command.tile.id, resource: command.tile.resource, owner: command.player, from: command.from };
  return [{ type: 'ResourceBuilt', player: command.player, tile, payout }, ...paid.events];
}

/** Construct, Houses: "Each player can build up to three houses." */
export const MOST_HOUSES = 3;

function decideBuildHouse(state: FoundersState, command: z.output<typeof buildHouseSchema>): FoundersEvent[] | Violation {
  const player = playerOf(state, command.player);
  if (player === undefined) return refused('founders.noPlayer', { player: command.player });
  if (player.houses >= MOST_HOUSES) {
    return refused('founders.allHouses', { player: player.colour, most: MOST_HOUSES });
  }
  const paid = payment(state, player.colour, houseCost(command.action ?? 'main'), 'house');
  if (isViolation(paid)) return paid;
  return [{ type: 'HouseBuilt', player: player.colour }, ...paid.events];
}

/** Building Proposal Vote, after the income of the Call to Vote (see withVoteIncome): both are the vote's events. */
function decideResolveVote(before: FoundersState, command: z.output<typeof resolveVoteSchema>): FoundersEvent[] | Violation {
  const withIncome = withVoteIncome(before, command.caller);
  if (isViolation(withIncome)) return withIncome;
  const { state, incomes } = withIncome;
  const collected: FoundersEvent = { type: 'IncomeCollected', incomes };
  const result = resolveVote(state, command);
  if (isViolation(result)) return result;
  const { winner, placer } = result;
  if (winner === null || placer === null) {
    // Every proposal names a vote tile, worded in the reader's language; never an English word as a value.
    const tied = wordsList(result.tie?.proposals ?? voteTiles, voteTileWord, 'and');
    const decider = result.tie?.decidedBy ?? command.caller;
    return refused('founders.voteTied', { tied, decider });
  }
  return [collected, { type: 'VoteResolved', caller: command.caller, result: { ...result, winner, placer } }];
}

function decideAdjustScore(state: FoundersState, command: z.output<typeof adjustScoreSchema>): FoundersEvent[] | Violation {
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

export const buildResource = ruleCommand(buildResourceSchema, decideBuildResource);

export const buildHouse = ruleCommand(buildHouseSchema, decideBuildHouse);

export const resolveVoteCommand = ruleCommand(resolveVoteSchema, decideResolveVote);

export const collectIncome = ruleCommand(collectIncomeSchema, (state, command) => {
  // Call To Vote: the income of a vote is collected with the vote it belongs to (ResolveVote); the
  // reason stays in the schema so games recorded before that still read.
  if (command.reason === 'callToVote') return refused('founders.incomeWithVote');
  const incomes = income(state, command);
  return isViolation(incomes) ? incomes : [{ type: 'IncomeCollected', incomes }];
});

export const adjustScore = ruleCommand(adjustScoreSchema, decideAdjustScore);

/**
 * End of the Game (seeds' Founders rulebook): the end is triggered "once six completion tokens
 * have been placed", and play then continues only until the active player's turn is resolved; so
 * the final scores are taken once the end is triggered, never before.
 */
export const endGame = ruleCommand(endGameSchema, (state, command) => {
  if (!state.isEndTriggered) {
    return refused('founders.endNotTriggered', { placed: state.completionTokens, tokens: COMPLETION_TOKENS_TO_END });
  }
  const result = finalScores(state, command.activePlayer);
  return isViolation(result) ? result : [{ type: 'GameEnded', scores: result.scores, winner: result.winner }];
});
