import type { Edition } from './edition';
import type { ScenarioOutcome, ScenarioState } from './state';

/**
 * The most experience and money tokens one character gathers in a scenario (issue 26: 10^15
 * experience was taken, and the settlement then refused in zod's words). Far above any real
 * scenario, and within what the campaign's settlement takes (ApplyScenarioSettlement: experience at
 * most 1,000 with the bonus of at most 18, gold at most 10,000 at up to 6 gold a token).
 */
export const MAX_SCENARIO_EXPERIENCE = 900;
export const MAX_MONEY_TOKENS = 1_000;
/** The most one command gives at once: what one entry, a tap or a typed number, may say. */
export const MAX_EXPERIENCE_AT_ONCE = 100;
export const MAX_MONEY_TOKENS_AT_ONCE = 50;

export interface CharacterSettlement {
  characterId: string;
  /** Experience earned in the scenario plus, on success, the bonus experience. */
  experience: number;
  moneyTokens: number;
  gold: number;
  checkmarks: number;
}

/** What the host writes to the campaign after a scenario. */
export interface Settlement {
  scenarioId: string;
  edition: Edition;
  outcome: ScenarioOutcome;
  scenarioLevel: number;
  rounds: number;
  characters: CharacterSettlement[];
  /** 2nd edition: inspiration gained by the party (0 in the 1st edition). */
  inspiration: number;
}

/**
 * Settles a finished scenario (guide "Ending a scenario and cashing out"; 2nd ed. refresher):
 * win or lose each character keeps its experience and converts money tokens to gold at the level's
 * rate; on success each also gains the bonus experience and the checkmarks of a fulfilled battle
 * goal (nothing from battle goals on a failure). 2nd edition success: inspiration equal to four
 * minus the number of characters (2nd ed. refresher). `battleGoalCheckmarks` maps character id to
 * the checkmarks of the battle goal the players judged fulfilled.
 */
export function settle(
  state: ScenarioState,
  battleGoalCheckmarks: Readonly<Record<string, number>> = {},
): { settlement: Settlement } | { error: string } {
  if (state.outcome === null) return { error: 'The scenario has not ended yet; it can be settled after the round in which it ends.' };
  const isSuccess = state.outcome === 'success';
  const characters = Object.values(state.characters).map((character) => ({
    characterId: character.id,
    experience: character.experience + (isSuccess ? state.level.bonusExperience : 0),
    moneyTokens: character.moneyTokens,
    gold: character.moneyTokens * state.level.goldPerMoneyToken,
    checkmarks: isSuccess ? Math.max(0, battleGoalCheckmarks[character.id] ?? 0) : 0,
  }));
  return {
    settlement: {
      scenarioId: state.scenarioId,
      edition: state.edition,
      outcome: state.outcome,
      scenarioLevel: state.level.scenarioLevel,
      rounds: state.round,
      characters,
      inspiration: state.edition === 'gh2' && isSuccess ? Math.max(0, 4 - characters.length) : 0,
    },
  };
}
