import { z } from 'zod';
import { defineCommand } from '../command-module';
import { atOnce } from '../command-schemas';
import { endOfTurn } from '../decide-turns';
import { characterName, scenarioWords } from '../describe';
import { emit } from '../emitter';
import { activeCharacter } from '../figure-checks';
import { emitLoot } from '../loot';
import { boardHexOf, countOf, tokensAt, tokensInRange, type TokensTaken } from '../money-tokens';
import { MAX_EXPERIENCE_AT_ONCE, MAX_MONEY_TOKENS_AT_ONCE, MAX_SCENARIO_EXPERIENCE } from '../settlement';
import { refusedWith } from '../violation';
import { own } from '../../own';

/** Experience a character gains in the scenario, up to what one scenario can give (see settlement.ts). */
export const gainExperience = defineCommand(
  z.object({
    type: z.literal('GainExperience'),
    characterId: z.string().min(1),
    amount: atOnce(0, MAX_EXPERIENCE_AT_ONCE, 'files.schema.command.experienceAtOnce'),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const problem = activeCharacter(out.state, command.characterId);
      if (problem !== undefined) return problem;
      const character = own(out.state.characters, command.characterId);
      if (character !== undefined && character.experience + command.amount > MAX_SCENARIO_EXPERIENCE)
        return refusedWith('too-much', 'scenario.experienceTooMuch', { name: character.name, max: MAX_SCENARIO_EXPERIENCE }).violation;
      if (character !== undefined)
        emit(out, {
          type: 'ExperienceGained',
          characterId: character.id,
          amount: command.amount,
          experience: character.experience + command.amount,
        });
      return undefined;
    },
    describe: (before, command) =>
      scenarioWords('experience', { name: characterName(before, command.characterId), amount: command.amount }),
  },
);

/**
 * A character takes money tokens: those on one hex of the board (taken by hand), those a "Loot X"
 * ability reaches on the board (1st ed. rulebook p. 27), or a number of tokens the party counts
 * where Haven's board does not show them. `hex`: the tokens on that hex, taken by hand; `range`:
 * every token on the board the loot reaches; `count`: tokens counted off Haven's board (added to either).
 */
export const lootMoneyTokens = defineCommand(
  z.object({
    type: z.literal('LootMoneyTokens'),
    characterId: z.string().min(1),
    count: atOnce(1, MAX_MONEY_TOKENS_AT_ONCE, 'files.schema.command.moneyTokensAtOnce').optional(),
    hex: z
      .tuple([z.number().int().min(-1000).max(1000), z.number().int().min(-1000).max(1000)])
      .readonly()
      .optional(),
    range: z.number().int().min(0).max(10).optional(),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      const problem = activeCharacter(state, command.characterId);
      if (problem !== undefined) return problem;
      const character = own(state.characters, command.characterId);
      if (character === undefined) return undefined;
      let fromBoard: TokensTaken = [];
      if (command.hex !== undefined) {
        fromBoard = tokensAt(state, command.hex);
        if (fromBoard.length === 0) return refusedWith('no-money-token', 'scenario.noMoneyTokenThere').violation;
      } else if (command.range !== undefined) {
        const at = boardHexOf(state, character.id);
        if (at === undefined || !state.board)
          return refusedWith('not-on-board', 'scenario.lootNotOnBoard', { name: character.name }).violation;
        fromBoard = tokensInRange(state, state.board, at, command.range);
        if (fromBoard.length === 0)
          return refusedWith('no-money-token', 'scenario.noMoneyTokenInRange', { name: character.name, range: command.range }).violation;
      }
      const count = (command.count ?? 0) + countOf(fromBoard);
      if (count === 0) return refusedWith('no-money-token', 'scenario.noMoneyTokenThere').violation;
      return emitLoot(out, character, count, fromBoard);
    },
    describe(before, command, events) {
      const looted = events.find((e) => e.type === 'MoneyTokensLooted');
      return scenarioWords('loots', {
        name: characterName(before, command.characterId),
        count: looted?.type === 'MoneyTokensLooted' ? looted.count : (command.count ?? 0),
      });
    },
  },
);

/** Exhaustion by running out of cards (guide "Lost cards, resting and exhaustion"). */
export const exhaustCharacter = defineCommand(z.object({ type: z.literal('ExhaustCharacter'), characterId: z.string().min(1) }), {
  revealsHiddenInformation: false,
  decide(out, command) {
    const problem = activeCharacter(out.state, command.characterId);
    if (problem !== undefined) return problem;
    if (out.state.activeFigure?.kind === 'character' && out.state.activeFigure.id === command.characterId) {
      emit(out, endOfTurn(out.state, out.state.activeFigure));
    }
    // Permanent death: exhausted by its cards, the figure stays on the map, acts no more and can still
    // be attacked (1st ed. rulebook p. 50; 2nd ed. rulebook p. 58); at 0 hit points it then dies.
    emit(out, {
      type: 'CharacterExhausted',
      characterId: command.characterId,
      cause: 'cards',
      ...(out.state.isPermanentDeath ? { staysOnMap: true as const } : {}),
    });
    return undefined;
  },
  describe: (before, command) => scenarioWords('exhausted', { name: characterName(before, command.characterId) }),
});
