import { z } from 'zod';
import { defineCommand } from '../command-module';
import { chooseInitiative } from '../decide-turns';
import { characterName, monsterTypeName, scenarioWords } from '../describe';
import { emit } from '../emitter';
import { canRest, handOf } from '../hand';
import { MAX_SCENARIO_CHARACTERS, MAX_SCENARIO_MONSTER_TYPES } from '../input';
import { refusedWith } from '../violation';
import { own } from '../../own';
import { says } from '../../says';
import { wordList } from '../../words';

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

function isPermutation(order: readonly string[], current: readonly string[]): boolean {
  return order.length === current.length && new Set(order).size === order.length && order.every((id) => current.includes(id));
}

/** The players' order for tied monster types (rules model: "Monster vs monster: players decide"). */
export const setMonsterTieOrder = defineCommand(
  z.object({
    type: z.literal('SetMonsterTieOrder'),
    typeIds: z
      .array(z.string().min(1))
      .max(MAX_SCENARIO_MONSTER_TYPES, says('files.schema.command.tieOrderMonsterTypes', { max: MAX_SCENARIO_MONSTER_TYPES })),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      if (!isPermutation(command.typeIds, state.monsterTieOrder)) {
        // The types by their names, in the reader's language where the pack has labels: never their ids.
        const list = wordList(state.monsterTieOrder.map((id) => monsterTypeName(state, id)));
        return refusedWith('bad-tie-order', 'scenario.badMonsterTieOrder', { list }).violation;
      }
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
    characterIds: z
      .array(z.string().min(1))
      .max(MAX_SCENARIO_CHARACTERS, says('files.schema.command.tieOrderCharacters', { max: MAX_SCENARIO_CHARACTERS })),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      if (!isPermutation(command.characterIds, state.characterTieOrder)) {
        // The characters by the names the players gave them, never their ids.
        const list = wordList(state.characterTieOrder.map((id) => characterName(state, id)));
        return refusedWith('bad-tie-order', 'scenario.badCharacterTieOrder', { list }).violation;
      }
      emit(out, { type: 'CharacterTieOrderSet', characterIds: command.characterIds });
      return undefined;
    },
    describe: () => scenarioWords('characterTieOrder'),
  },
);
