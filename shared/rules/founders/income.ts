import { NEUTRAL, playerOf, type FoundersState, type Violation } from './game-state';

export type Income = { colour: string; money: number; fleetingInfluence: number };

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
      return { violation: `There is no ${input.caller} player to call the vote; name a player of this game.` };
    }
    return state.players.filter((player) => player.colour !== input.caller).map((player) => incomeOf(state, player.colour));
  }
  if (playerOf(state, input.player) === undefined) {
    return { violation: `There is no ${input.player} player in this game; name a player of this game.` };
  }
  if (state.players.length !== 2) {
    return {
      violation: `The income action card is used only in a 2-player game (2-player Action: Income); this game has ${state.players.length} players. Collect income through a vote instead.`,
    };
  }
  return [incomeOf(state, input.player)];
}
