import { z } from 'zod';
import { defineCommand } from '../command-module';
import { characterName, scenarioWords } from '../describe';
import { emit } from '../emitter';
import { newSummonId } from '../summon-id';
import { refusedWith } from '../violation';
import { own } from '../../own';

/** A character's summon; it acts just before its owner from the next round (1st ed. rulebook "Summons"). */
export const addSummon = defineCommand(
  z.object({
    type: z.literal('AddSummon'),
    /** Left out, the engine names it after the summon (see summon-id.ts). */
    summonId: z.string().min(1).optional(),
    ownerId: z.string().min(1),
    name: z.string().min(1),
    maxHealth: z.number().int().min(1),
    shield: z.number().int().min(0).default(0),
    retaliate: z.number().int().min(0).default(0),
    /** Its move, attack and range as printed on the owner's card (0 range: melee). */
    move: z.number().int().min(0).default(0),
    attack: z.number().int().min(0).default(0),
    range: z.number().int().min(0).default(0),
  }),
  {
    revealsHiddenInformation: false,
    decide(out, command) {
      const state = out.state;
      const owner = own(state.characters, command.ownerId);
      if (owner === undefined || owner.isExhausted)
        return refusedWith('unknown-owner', 'scenario.unknownOwner', { name: command.name }).violation;
      const existing = command.summonId === undefined ? undefined : own(state.summons, command.summonId);
      if (existing !== undefined) return refusedWith('summon-exists', 'scenario.summonExists', { name: existing.name }).violation;
      emit(out, {
        type: 'SummonAdded',
        summon: {
          id: command.summonId ?? newSummonId(state, command.name),
          ownerId: owner.id,
          name: command.name,
          health: command.maxHealth,
          maxHealth: command.maxHealth,
          conditions: [],
          shield: command.shield,
          retaliate: command.retaliate,
          move: command.move,
          attack: command.attack,
          range: command.range,
          firstRound: state.phase === 'turns' ? state.round + 1 : state.round,
        },
      });
      return undefined;
    },
    describe: (before, command) => scenarioWords('summoned', { name: characterName(before, command.ownerId), summon: command.name }),
  },
);
