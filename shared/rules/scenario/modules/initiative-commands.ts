import { z } from 'zod';
import { defineCommand } from '../command-module';
import { chooseInitiative } from '../decide-turns';
import { characterName, monsterTypeName, scenarioWords } from '../describe';
import { emit } from '../emitter';
import { canRest, handOf } from '../hand';
import { MAX_SCENARIO_CHARACTERS, MAX_SCENARIO_MONSTER_TYPES } from '../input';
import { refusedWith, type RuleViolation } from '../violation';
import { own } from '../../own';
import { says } from '../../says';
import { wordList, type WordValue } from '../../words';

/**
 * Card selection: two cards (the leading one sets initiative) or a long rest (guide "Card
 * selection"). A character whose hand Haven keeps plays its cards with PlayCards, and may declare a
 * long rest only with two or more cards in its discard pile (1st ed. rulebook p. 17 "Resting"; see
 * hand.ts).
 */
export const chooseInitiativeCommand = defineCommand(
  z.object({
    type: z.literal('ChooseInitiative'),
    characterId: z.string().min(1),
    choice: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('cards'),
        leading: z.number().int().min(1).max(99),
        /** The other card's number only breaks a tie between characters (1st ed. rulebook p. 18): it may be left out. */
        second: z.number().int().min(1).max(99).optional(),
      }),
      z.object({
        kind: z.literal('longRest'),
        /** The party marks a long rest it must take: fewer than two cards left to play (1st ed. rulebook p. 17). */
        isForced: z.boolean().default(false),
      }),
    ]),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const hand = handOf(out.state, command.characterId);
      if (hand !== undefined) {
        const name = own(out.state.characters, command.characterId)?.name ?? command.characterId;
        if (command.choice.kind === 'cards') return refusedWith('play-from-hand', 'scenario.playFromHand', { name }).violation;
        if (!canRest(hand)) return refusedWith('rest-needs-discards', 'scenario.restNeedsDiscards', { name }).violation;
      }
      return chooseInitiative(out, command.characterId, command.choice);
    },
    describe(before, command) {
      const who = characterName(before, command.characterId);
      return command.choice.kind === 'longRest'
        ? scenarioWords(command.choice.isForced ? 'longRestForced' : 'longRestChosen', { name: who })
        : command.choice.second === undefined
          ? scenarioWords('initiativeLeading', { name: who, leading: command.choice.leading })
          : scenarioWords('initiative', { name: who, leading: command.choice.leading, second: command.choice.second });
    },
  },
);

/** A tie order's list: ids, at most `max` of them (the most the scenario holds), refused with `key`'s sentence beyond. */
const tieOrderIds = (max: number, key: 'files.schema.command.tieOrderMonsterTypes' | 'files.schema.command.tieOrderCharacters') =>
  z.array(z.string().min(1)).max(max, says(key, { max }));

/**
 * Refuses an order that does not list each of `current` once; the sentence names them by `nameOf`
 * (their names, never their ids), in the order they now go.
 */
function unlessEachOnce(
  order: readonly string[],
  current: readonly string[],
  key: 'scenario.badMonsterTieOrder' | 'scenario.badCharacterTieOrder',
  nameOf: (id: string) => WordValue,
): RuleViolation | undefined {
  const isEachOnce = order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
  return isEachOnce ? undefined : refusedWith('bad-tie-order', key, { list: wordList(current.map(nameOf)) }).violation;
}

/** The players' order for tied monster types (rules model: "Monster vs monster: players decide"). */
export const setMonsterTieOrder = defineCommand(
  z.object({
    type: z.literal('SetMonsterTieOrder'),
    typeIds: tieOrderIds(MAX_SCENARIO_MONSTER_TYPES, 'files.schema.command.tieOrderMonsterTypes'),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      // The types by their names, in the reader's language where the pack has labels.
      const refused = unlessEachOnce(command.typeIds, state.monsterTieOrder, 'scenario.badMonsterTieOrder', (id) =>
        monsterTypeName(state, id),
      );
      if (refused) return refused;
      emit(out, { type: 'MonsterTieOrderSet', typeIds: command.typeIds });
      return undefined;
    },
    describe: () => scenarioWords('monsterTieOrder'),
  },
);

/** The party's order for characters still tied after the second card (2nd ed. refresher: "the party decides"). */
export const setCharacterTieOrder = defineCommand(
  z.object({
    type: z.literal('SetCharacterTieOrder'),
    characterIds: tieOrderIds(MAX_SCENARIO_CHARACTERS, 'files.schema.command.tieOrderCharacters'),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      const refused = unlessEachOnce(command.characterIds, state.characterTieOrder, 'scenario.badCharacterTieOrder', (id) =>
        characterName(state, id),
      );
      if (refused) return refused;
      emit(out, { type: 'CharacterTieOrderSet', characterIds: command.characterIds });
      return undefined;
    },
    describe: () => scenarioWords('characterTieOrder'),
  },
);
