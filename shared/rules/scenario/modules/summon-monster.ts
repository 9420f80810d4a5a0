import { z } from 'zod';
import type { BoardFigure } from '../../../map/position';
import { history } from '../../words';
import { defineCommand } from '../command-module';
import { drawnCardOf } from '../drawn-cards';
import { placeMonsters } from '../decide-monsters';
import { figureWords, monsterTypeName } from '../describe';
import { emit } from '../emitter';
import type { AbilityActionInput } from '../input';
import { boardOf } from '../board-state';
import type { ScenarioState } from '../state';
import { isSummonHex, summonHexes } from '../summon-placement';
import { refusedWith } from '../violation';
import { own } from '../../own';

const hex = z.tuple([z.number().int(), z.number().int()]);

/** The summons printed on a card, at every depth (a summon may sit under an attack). */
function summonsOn(actions: readonly AbilityActionInput[]): NonNullable<AbilityActionInput['summon']>[] {
  return actions.flatMap((action) => [...(action.summon ? [action.summon] : []), ...summonsOn(action.subActions ?? [])]);
}

/**
 * A monster performs the summon its ability card prints this round: the summoned monster joins at
 * the card's rank (a rank that follows the party size is worked out at setup), in an empty hex
 * next to the summoner as close to an enemy as possible, or next to the figure the card names (the
 * target of its attack); without the summoner on the party's board, the party places it. It does
 * not act this round and, in the 1st edition, drops no money token (1st ed. rulebook p. 31
 * "Summons"; guide: "Monsters summoned by monsters never act on the round they appear"). With no
 * standee of the type left, or no empty hex, the summon fails. The Ooze's split starts with the
 * summoner's current hit points (its card: "with H equal to the summoning Ooze's current hit point
 * value").
 */
export const summonMonster = defineCommand(
  z.object({
    type: z.literal('SummonMonster'),
    summonerId: z.string().min(1),
    typeId: z.string().min(1),
    rank: z.enum(['normal', 'elite']),
    /** Where it goes on the party's board; left out when the summoner is not on the board. */
    hex: hex.optional(),
    /** The figure the card says to summon next to, when it is not the summoner. */
    nextToId: z.string().min(1).optional(),
  }),
  {
    revealsHiddenInformation: true,
    decide(out, command) {
      const state = out.state;
      const summoner = own(state.monsters, command.summonerId);
      if (summoner === undefined) return refusedWith('unknown-figure', 'scenario.summonerGone').violation;
      const card = drawnCardOf(state, summoner.typeId);
      const printed = summonsOn(card?.actions ?? []).find((s) => s.typeId === command.typeId && s.rank === command.rank);
      const type = own(state.monsterTypes, command.typeId);
      const name = monsterTypeName(state, command.typeId);
      if (printed === undefined) return refusedWith('not-on-card', 'scenario.summonNotOnCard', { name }).violation;
      if (type === undefined) return refusedWith('unknown-monster-type', 'scenario.summonNotInScenario', { name }).violation;
      const taken = Object.values(state.monsters).filter((m) => m.typeId === type.id).length;
      if (taken >= type.standeeCount) return refusedWith('summon-fails', 'scenario.summonNoStandee', { name }).violation;
      const board = boardOf(state);
      const places = summonHexes(state, board, summoner.id, command.nextToId);
      if ('problem' in places && places.problem === 'noEmptyHex') {
        return refusedWith('summon-fails', 'scenario.summonNoHex', { name }).violation;
      }
      if (command.hex !== undefined && !isSummonHex(places, command.hex)) {
        return refusedWith('summon-hex', 'scenario.summonWrongHex', { name }).violation;
      }
      // One place it may go is where it goes; among several equally close ones the party chooses.
      const at = command.hex ?? ('hexes' in places && places.hexes.length === 1 ? places.hexes[0] : undefined);
      if (at === undefined && 'hexes' in places) return refusedWith('summon-hex', 'scenario.summonChooseHex', { name }).violation;
      const before = new Set(Object.keys(state.monsters));
      const placed = placeMonsters(
        out,
        [{ typeId: type.id, rank: command.rank, isSummoned: true, isSpawned: false, isAlly: summoner.isAlly }],
        printed.hasSummonersHealth ? summoner.health : undefined,
      );
      if (placed) return placed;
      const added = Object.values(out.state.monsters).find((m) => !before.has(m.id));
      if (added !== undefined && at !== undefined) {
        const figure: BoardFigure = {
          id: added.id,
          kind: 'monster',
          hex: at,
          name: type.name,
          standee: added.number,
          isElite: added.rank === 'elite',
          isLongResting: false,
          isInvisible: false,
        };
        emit(out, { type: 'BoardEdited', edit: { type: 'placeFigure', figure } });
      }
      return undefined;
    },
    describe(before: ScenarioState, command, events) {
      const added = events.flatMap((event) => (event.type === 'MonstersAdded' ? event.standees : []))[0];
      const summoned = added
        ? figureWords({ ...before, monsters: { ...before.monsters, [added.id]: added } }, { kind: 'monster', id: added.id })
        : monsterTypeName(before, command.typeId);
      return history('scenario.summoned', { name: figureWords(before, { kind: 'monster', id: command.summonerId }), summon: summoned });
    },
  },
);
