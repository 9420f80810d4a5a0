import { z } from 'zod';
import { defineCommand } from '../command-module';
import { monsterTypeName } from '../describe';
import { emit } from '../emitter';
import { refusedWith } from '../violation';
import { history } from '../../words';
import type { ScenarioState, StandeeState } from '../state';
import { standeeOfNumber } from '../standee-numbers';
import { own } from '../../own';

/**
 * The standee numbers Haven dealt are made to match the physical standees the players drew
 * (1st ed. rulebook p. 13: "The standee numbers should be randomized when placed"; p. 19, the same
 * when a room is revealed): standee `standeeId` takes `number`. When another standee of its type
 * has that number, the two trade numbers, so the figure on each hex keeps its hit points, rank and
 * conditions and only its number changes. Not while either takes its turn: the turn is played by
 * its number.
 */
export const renumberStandee = defineCommand(
  z.object({ type: z.literal('RenumberStandee'), standeeId: z.string().min(1).max(120), number: z.number().int().min(1).max(99) }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      const standee = own(state.monsters, command.standeeId);
      if (standee === undefined) return refusedWith('unknown-figure', 'scenario.standeeGone').violation;
      const type = own(state.monsterTypes, standee.typeId);
      const name = monsterTypeName(state, standee.typeId);
      if (command.number === standee.number)
        return refusedWith('same-number', 'scenario.sameStandeeNumber', { name, number: command.number }).violation;
      if (command.number > (type?.standeeCount ?? 0))
        return refusedWith('no-such-standee', 'scenario.noSuchStandee', { name, count: type?.standeeCount ?? 0, number: command.number })
          .violation;
      const other = standeeOfNumber(state, standee.typeId, command.number);
      const playing = [standee, other].find((s) => s !== undefined && isTakingTurn(state, s));
      if (playing) return refusedWith('standee-in-turn', 'scenario.standeeInTurn', { name, number: playing.number }).violation;
      emit(out, { type: 'StandeeRenumbered', standeeId: standee.id, number: command.number });
      return undefined;
    },
    describe(before, command) {
      const standee = own(before.monsters, command.standeeId);
      if (standee === undefined) return history('scenario.standeeRenumbered', { name: command.standeeId, from: 0, to: command.number });
      const name = monsterTypeName(before, standee.typeId);
      const other = standeeOfNumber(before, standee.typeId, command.number);
      return other
        ? history('scenario.standeesSwapped', { name, a: standee.number, b: command.number })
        : history('scenario.standeeRenumbered', { name, from: standee.number, to: command.number });
    },
  },
);

function isTakingTurn(state: ScenarioState, standee: StandeeState): boolean {
  return state.activeFigure?.kind === 'monster' && state.activeFigure.id === standee.id;
}
