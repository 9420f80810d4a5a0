import type { Income } from './events';
import { evolve } from './evolve';
import { NEUTRAL, isViolation, playerOf, refused, type FoundersState, type Violation } from './game-state';

export type IncomeInput =
  /** Call To Vote, Income: "every other player (not the player who called the vote) then collects income". */
  | { reason: 'callToVote'; caller: string }
  /** 2-player Action: Income: the player who plays the income card collects income. */
  | { reason: 'incomeAction'; player: string };

/**
 * Call To Vote, Income: money equal to "the number of unique resources the player owns on the board"
 * (access bought to another player's tile does not count: Important Reminders), and "for every house
 * a player has built, they gain 1 fleeting influence".
 */
export function incomeOf(state: FoundersState, colour: string): Income {
  const owned = new Set(state.tiles.filter((tile) => tile.owner === colour && tile.owner !== NEUTRAL).map((tile) => tile.resource));
  const houses = playerOf(state, colour)?.houses ?? 0;
  return { colour, money: owned.size, fleetingInfluence: houses };
}

/** Who collects income, and how much, for a vote or a 2-player income action. */
export function income(state: FoundersState, input: IncomeInput): Income[] | Violation {
  if (input.reason === 'callToVote') {
    if (playerOf(state, input.caller) === undefined) {
      return refused('founders.noCaller', { player: input.caller });
    }
    return state.players.filter((player) => player.colour !== input.caller).map((player) => incomeOf(state, player.colour));
  }
  if (playerOf(state, input.player) === undefined) {
    return refused('founders.noPlayer', { player: input.player });
  }
  if (state.players.length !== 2) {
    return refused('founders.incomeTwoPlayers', { count: state.players.length });
  }
  return [incomeOf(state, input.player)];
}

/**
 * Call To Vote: after resetting, "every other player (not the player who called the vote) then
 * collects income", and only then is the proposal voted on: the game as the vote sees it, with the
 * income that the vote's own event records.
 */
export function withVoteIncome(state: FoundersState, caller: string): { state: FoundersState; incomes: Income[] } | Violation {
  const incomes = income(state, { reason: 'callToVote', caller });
  if (isViolation(incomes)) return incomes as Violation;
  return { state: evolve(state, { type: 'IncomeCollected', incomes }), incomes };
}
