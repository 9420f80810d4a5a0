import { z } from 'zod';
import { defineCommand } from '../command-module';
import { emit } from '../emitter';
import { refusedWith } from '../violation';
import { history } from '../../words';
import { own } from '../../own';

/**
 * A summon leaves the board when the ability card that summoned it leaves its summoner's active
 * area (1st ed. rulebook p. 27 "Summon": a summon stays "until either the summon loses all its hit
 * points, its corresponding ability card is removed from the active area, or the summoner becomes
 * exhausted"). Losing its hit points and the exhaustion are decided with the damage; this is the
 * third way, which only the player knows of (the card is on the table, not in the state). It is the
 * same event as a summon killed: the summon and its standee are gone, nothing else changes.
 */
export const removeSummon = defineCommand(z.object({ type: z.literal('RemoveSummon'), summonId: z.string().min(1) }), {
  revealsHiddenInformation: false,
  decide(out, command) {
    if (own(out.state.summons, command.summonId) === undefined) {
      return refusedWith('unknown-figure', 'scenario.summonNotOnBoard').violation;
    }
    emit(out, { type: 'SummonDied', summonId: command.summonId });
    return undefined;
  },
  describe(before, command) {
    const summon = own(before.summons, command.summonId);
    const owner = summon === undefined ? undefined : own(before.characters, summon.ownerId);
    const name = summon?.name ?? history('scenario.aSummon');
    return owner ? history('scenario.summonRemovedOf', { owner: owner.name, name }) : history('scenario.summonRemoved', { name });
  },
});
